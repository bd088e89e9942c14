// The cart as the API answers it (API.md "Cart"): Shopify-style shapes, money as two-decimal strings.
import type { Money } from '../site/money';

export type Attribute = { key: string; value: string };

export type CartUserErrorCode = 'MAXIMUM_EXCEEDED' | 'INVALID_MERCHANDISE_LINE' | 'INVALID' | 'LESS_THAN';
export type CartUserError = { code: CartUserErrorCode; field: (string | number)[]; message: string };

export type BuyerIdentity = {
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  customerAccessToken: string | null;
};

export type LineItem = {
  id: string;
  quantity: number;
  attributes: Attribute[];
  variant: {
    id: string;
    adminGraphqlId: string;
    sku: string;
    title: string;
    price: Money;
    compareAtPrice: Money | null;
    image: { url: string; alt: string } | null;
  };
  product: { title: string; handle: string; productType: string; brand: string };
  cost: { amountPerQuantity: Money; subtotalAmount: Money };
  sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
};

export type Cart = {
  id: string;
  totalQuantity: number;
  note: string | null;
  attributes: Attribute[];
  /** `applicable`: the code takes money off this cart; `message` says what it does, or why it takes nothing off. */
  discountCodes: { code: string; applicable: boolean; message: string }[];
  buyerIdentity: BuyerIdentity;
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalSavingsAmount: Money;
    /** What the discount codes take off the subtotal. */
    discountCodesAmount: Money;
    /** What the program discount of eligible clinic staff takes off (spec 000 §2 Cart page); zero for everyone else. */
    programDiscountAmount: Money;
  };
  lineItems: LineItem[];
  checkoutUrl: string;
};

/**
 * `userErrors`: the change was refused and nothing changed. `warnings`: the change was made, but not all of it (a
 * guest's add cut down to the room left in the cart); same shape as a userError.
 */
export type CartAnswer = { cart: Cart | null; userErrors: CartUserError[]; warnings: CartUserError[] };

export type LineInput = {
  merchandiseId: string;
  quantity: number;
  attributes?: Attribute[] | undefined;
  sellingPlanId?: string | null | undefined;
};
