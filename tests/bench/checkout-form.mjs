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
