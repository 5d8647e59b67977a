/** The form a bench's buyer places its basket with: courier delivery, card, the basket's `version`. */
export function checkoutForm(version) {
  const form = new FormData();
  form.set('deliveryType', 'courier');
  form.set('address', 'ул. Ленина, д. 1');
  form.set('paySystem', 'card');
  form.set('name', 'Покупатель');
  form.set('phone', '+7 (911) 222-33-44');
  form.set('basketVersion', version);
  return form;
}

/**
 * Products with stock enough for every bench checkout: `buyers` of them, one a buyer, and one more
 * (`shared`) that every buyer also buys, so the checkouts race on its stock.
 */
export async function stockedProducts(db, buyers) {
  const ids = (
    await db.query('SELECT id FROM products WHERE is_available ORDER BY id LIMIT $1', [buyers + 1])
  ).map((r) => r.id);
  await db.query('UPDATE products SET delivery_stock = 1000000 WHERE id = ANY($1::int[])', [ids]);
  return { products: ids, shared: ids[buyers] };
}
