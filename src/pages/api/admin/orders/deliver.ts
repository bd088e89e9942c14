// Marks a shipment delivered; the shopper's order reads Delivered once every parcel has arrived.
import { orderActionAnswer } from '../../../../lib/backoffice/action-answer.server';
import { markDelivered } from '../../../../lib/backoffice/order-actions.server';
import { deliverBody } from '../../../../lib/backoffice/requests';
import { operatorEndpoint } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = operatorEndpoint(deliverBody, async (db, user, input) =>
  orderActionAnswer(db, await markDelivered(db, user, input)),
);
