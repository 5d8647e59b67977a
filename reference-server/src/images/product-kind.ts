/**
 * What a product is, for its drawing, description, documents and specification: one of the kinds a
 * tools store sells, told from its section's title (or its own title, for a section the seed did not
 * make). The first pattern that matches wins, so narrower words come first («Генератор инверторный»
 * is a generator, not a welding inverter).
 */
export const PRODUCT_KINDS = [
  ['battery', /аккумуляторы для|^аккумулятор(?![а-я])/],
  ['charger', /зарядн/],
  ['perforator', /перфоратор/],
  ['drill', /дрел|шуруп|винтов/],
  ['grinder', /углошлиф|болгарк/],
  ['sander', /шлифмашин|шлифовальн/],
  ['circular-saw', /циркуляр|торцов/],
  ['jigsaw', /лобзик/],
  ['recip-saw', /сабельн/],
  ['chainsaw', /бензопил|цепн/],
  ['trimmer', /триммер|мотокос/],
  ['generator', /генератор/],
  ['mower', /газонокосил/],
  ['washer', /мойк/],
  ['cultivator', /культиват|мотоблок/],
  ['snowblower', /снегоубор/],
  ['mixer', /бетономеш/],
  ['compactor', /виброплит|вибратор/],
  ['heater', /тепловы|пушк/],
  ['compressor', /компрессор/],
  ['impact-wrench', /гайков/],
  ['spray-gun', /краскопульт/],
  ['nailer', /степлер|гвоздезабив/],
  ['welder', /сварочн|аргон|плазморез|mma|mig|tig/],
  ['mask', /маск/],
  ['gloves', /краг|перчат/],
  ['toolset', /набор/],
  ['sledgehammer', /кувалд/],
  ['hammer', /молот/],
  ['axe', /топор/],
  ['wrench', /ключ/],
  ['screwdriver', /отвертк/],
  ['pliers', /пассатиж|плоскогуб/],
  ['laser-level', /нивелир|построител/],
  ['rangefinder', /дальномер/],
  ['tape', /рулетк/],
  ['level', /уровн|уровен/],
  ['disc', /диск|круг/],
  ['bit', /сверл|бур/],
  ['dry-mix', /штукатур|шпатл|кле[йи]|смес/],
  ['foam', /пена|пены/],
  ['sealant', /герметик/],
  ['screws', /саморез|шуруп|винт/],
  ['dowels', /дюбел|анкер/],
  ['paint', /краск|эмал|грунт/],
  ['ladder', /лестниц|стремянк/],
] as const satisfies ReadonlyArray<readonly [string, RegExp]>;

/** A kind of product; `other` for anything no pattern names. */
export type ProductKind = (typeof PRODUCT_KINDS)[number][0] | 'other';

/** The kind of a product in section `sectionTitle` titled `title`: the section's words first. */
export function productKind(sectionTitle: string, title = ''): ProductKind {
  for (const text of [sectionTitle, title]) {
    const lower = text.toLowerCase().replaceAll('ё', 'е');
    for (const [kind, pattern] of PRODUCT_KINDS) if (pattern.test(lower)) return kind;
  }
  return 'other';
}
