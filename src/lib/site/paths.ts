// Addresses the shop's own code leads shoppers to, named once.
export const CHECKOUT_PATH = '/checkout';
/** Where a guest with an autoship line signs in before checkout when free-trial consent is on (spec 001 §4). */
export const AUTOSHIP_LOGIN_PATH = '/shelter/autoship-required-login';
/** Where staff create their account and join their clinic, shelter or school (the staff site's registration gate). */
export const STAFF_REGISTRATION_PATH = '/shelter/register';
