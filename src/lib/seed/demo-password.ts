// The password of every demo and generated account (README "Demo accounts"), apart from the accounts' module so that
// tools running outside the server (npm run catalogue:generate) can use it without loading the identity service.
export const DEMO_PASSWORD = 'Petfood-demo-1';
