// What an empty cart says, on the cart page and in the mini cart: that it is empty, and the way to the food.
export default function EmptyCart() {
  return (
    <>
      <p>Your cart is empty.</p>
      <p>
        <a className="button" href="/products">
          Continue Shopping
        </a>
      </p>
    </>
  );
}
