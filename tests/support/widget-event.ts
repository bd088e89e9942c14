// A giving widget's event as the widget posts it (spec 001 §7 "Events"), for the API tests of the event store.
export const widgetEvent = (storeId: string, over: Record<string, unknown> = {}) => ({
  timeStamp: new Date().toISOString(),
  type: 'widget_loaded',
  version: '0.1.15',
  payload: {},
  clientProperties: {
    userAgent: 'test',
    url: '/products/x',
    device: 'desktop',
    browser: 'node',
    platform: 'linux',
    referrer: '',
  },
  storeId,
  trackingId: null,
  metadata: {},
  ...over,
});
