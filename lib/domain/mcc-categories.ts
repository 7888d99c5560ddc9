/**
 * What kind of place a card purchase was made at, read from the card's merchant category code (MCC,
 * ISO 18245, as the card networks assign it) or the merchant's CNAE (IBGE's Classificação Nacional
 * de Atividades Econômicas 2.x, the activity on its CNPJ), and the starter categories it lands on,
 * nearest first (see lib/domain/pluggy-categories.ts for the fallback).
 */

type Names = readonly string[];

const MERCADO: Names = ["Mercado"];
const RESTAURANTES: Names = ["Restaurantes e delivery", "Lazer"];
const TRANSPORTE: Names = ["Transporte"];
const SAUDE: Names = ["Saúde"];
const EDUCACAO: Names = ["Educação"];
const ASSINATURAS: Names = ["Assinaturas", "Lazer"];
const COMPRAS: Names = ["Compras"];
const PETS: Names = ["Pets", "Compras"];
const VIAGENS: Names = ["Viagens", "Lazer"];
const LAZER: Names = ["Lazer"];
const MORADIA: Names = ["Moradia"];

/** Single MCCs. */
const MCC: Readonly<Record<string, Names>> = {
  // Groceries, bakeries, butchers, convenience stores.
  "5411": MERCADO, "5412": MERCADO, "5422": MERCADO, "5441": MERCADO, "5451": MERCADO,
  "5462": MERCADO, "5499": MERCADO, "5921": MERCADO,
  // Restaurants, bars, fast food, caterers.
  "5811": RESTAURANTES, "5812": RESTAURANTES, "5813": RESTAURANTES, "5814": RESTAURANTES,
  // Taxis and ride-hailing, buses, commuter transport, fuel, parking, tolls, car care.
  "4111": TRANSPORTE, "4112": TRANSPORTE, "4121": TRANSPORTE, "4131": TRANSPORTE, "4784": TRANSPORTE,
  "5172": TRANSPORTE, "5541": TRANSPORTE, "5542": TRANSPORTE, "5533": TRANSPORTE, "7523": TRANSPORTE,
  "7531": TRANSPORTE, "7538": TRANSPORTE, "7542": TRANSPORTE, "7549": TRANSPORTE,
  // Pharmacies, doctors, dentists, hospitals, labs, opticians.
  "5122": SAUDE, "5912": SAUDE, "5975": SAUDE, "5976": SAUDE, "8011": SAUDE, "8021": SAUDE,
  "8031": SAUDE, "8041": SAUDE, "8042": SAUDE, "8043": SAUDE, "8049": SAUDE, "8050": SAUDE,
  "8062": SAUDE, "8071": SAUDE, "8099": SAUDE, "8044": SAUDE, "7997": ["Saúde", "Lazer"],
  // Schools, colleges, courses, books.
  "8211": EDUCACAO, "8220": EDUCACAO, "8241": EDUCACAO, "8244": EDUCACAO, "8249": EDUCACAO,
  "8299": EDUCACAO, "8351": EDUCACAO, "5942": ["Educação", "Compras"], "5192": ["Educação", "Compras"],
  // Streaming, digital goods, apps, pay TV.
  "4899": ASSINATURAS, "5815": ASSINATURAS, "5816": ASSINATURAS, "5817": ASSINATURAS,
  "5818": ASSINATURAS, "5968": ASSINATURAS,
  // Telephone, internet, electricity, water, gas.
  "4812": MORADIA, "4814": MORADIA, "4816": MORADIA, "4900": MORADIA,
  // Pet shops and vets.
  "0742": PETS, "5995": PETS,
  // Airlines, hotels, travel agencies, car rental, bus lines.
  "4411": VIAGENS, "4511": VIAGENS, "4582": VIAGENS, "4722": VIAGENS, "4723": VIAGENS,
  "7011": VIAGENS, "7012": VIAGENS, "7512": VIAGENS, "7513": VIAGENS, "7519": VIAGENS,
  // Cinema, theatre, shows, sports, amusement, games.
  "7832": LAZER, "7841": LAZER, "7911": LAZER, "7922": LAZER, "7929": LAZER, "7932": LAZER,
  "7933": LAZER, "7941": LAZER, "7991": LAZER, "7992": LAZER, "7993": LAZER, "7994": LAZER,
  "7996": LAZER, "7998": LAZER, "7999": LAZER,
  // Department and discount stores, clothing, shoes, electronics, home goods, online marketplaces.
  "5200": COMPRAS, "5251": COMPRAS, "5261": COMPRAS, "5310": COMPRAS, "5311": COMPRAS,
  "5331": COMPRAS, "5399": COMPRAS, "5611": COMPRAS, "5621": COMPRAS, "5631": COMPRAS,
  "5641": COMPRAS, "5651": COMPRAS, "5655": COMPRAS, "5661": COMPRAS, "5691": COMPRAS,
  "5699": COMPRAS, "5712": COMPRAS, "5719": COMPRAS, "5722": COMPRAS, "5732": COMPRAS,
  "5734": COMPRAS, "5735": COMPRAS, "5941": COMPRAS, "5944": COMPRAS, "5945": COMPRAS,
  "5947": COMPRAS, "5948": COMPRAS, "5964": COMPRAS, "5977": COMPRAS, "5999": COMPRAS,
};

/** Whole MCC ranges the networks reserve for one kind: 3000–3299 airlines, 3351–3441 car rental, 3501–3999 hotels. */
const MCC_RANGES: readonly (readonly [number, number, Names])[] = [
  [3000, 3299, VIAGENS],
  [3351, 3441, VIAGENS],
  [3501, 3999, VIAGENS],
];

/** The starter names a card purchase's MCC ("5812") lands on; none for a code not in the table. */
export function starterNamesOfMcc(mcc: string | null): Names {
  if (!mcc || !/^\d{4}$/.test(mcc)) return [];
  const single = MCC[mcc];
  if (single) return single;
  const code = Number(mcc);
  return MCC_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? [];
}

/** CNAE classes (its first four digits). */
const CNAE: Readonly<Record<string, Names>> = {
  // Supermarkets, grocers, bakeries, butchers, drinks.
  "4711": MERCADO, "4712": MERCADO, "4721": MERCADO, "4722": MERCADO, "4723": MERCADO,
  "4724": MERCADO, "4729": MERCADO, "1091": MERCADO,
  // Restaurants, bars, snack bars, food service and delivery.
  "5611": RESTAURANTES, "5612": RESTAURANTES, "5620": RESTAURANTES,
  // Fuel, passenger transport, parking, car repair.
  "4731": TRANSPORTE, "4732": TRANSPORTE, "4921": TRANSPORTE, "4922": TRANSPORTE,
  "4923": TRANSPORTE, "4929": TRANSPORTE, "4912": TRANSPORTE, "5223": TRANSPORTE,
  "4520": TRANSPORTE, "4530": TRANSPORTE,
  // Pharmacies, opticians, hospitals, clinics, labs.
  "4771": SAUDE, "4773": SAUDE, "4774": SAUDE, "8610": SAUDE, "8621": SAUDE, "8622": SAUDE,
  "8630": SAUDE, "8640": SAUDE, "8650": SAUDE, "8660": SAUDE, "8690": SAUDE, "9313": ["Saúde", "Lazer"],
  // Schools, colleges, courses; bookshops.
  "8511": EDUCACAO, "8512": EDUCACAO, "8513": EDUCACAO, "8520": EDUCACAO, "8531": EDUCACAO,
  "8532": EDUCACAO, "8533": EDUCACAO, "8541": EDUCACAO, "8542": EDUCACAO, "8550": EDUCACAO,
  "8591": EDUCACAO, "8592": EDUCACAO, "8593": EDUCACAO, "8599": EDUCACAO, "4761": ["Educação", "Compras"],
  // Telecom and pay TV, electricity, gas, water.
  "6110": MORADIA, "6120": MORADIA, "6130": MORADIA, "6141": MORADIA, "6142": MORADIA,
  "6143": MORADIA, "6190": MORADIA, "3514": MORADIA, "3520": MORADIA, "3600": MORADIA,
  // Streaming and online content.
  "5911": ASSINATURAS, "6319": ASSINATURAS, "6010": ASSINATURAS, "6021": ASSINATURAS,
  "6022": ASSINATURAS, "5920": ASSINATURAS,
  // Vets and pet shops (4789-0/04 is "animais vivos e artigos para animais").
  "7500": PETS,
  // Hotels, airlines, travel agencies, coach lines.
  "5510": VIAGENS, "5590": VIAGENS, "5111": VIAGENS, "7911": VIAGENS, "7912": VIAGENS,
  "7990": VIAGENS,
  // Cinemas, shows, sports, amusement.
  "5914": LAZER, "9001": LAZER, "9002": LAZER, "9003": LAZER, "9102": LAZER, "9103": LAZER,
  "9311": LAZER, "9312": LAZER, "9319": LAZER, "9321": LAZER, "9329": LAZER,
  // Shops: department stores, clothing, shoes, electronics, furniture, sports, toys.
  "4713": COMPRAS, "4751": COMPRAS, "4752": COMPRAS, "4753": COMPRAS, "4754": COMPRAS,
  "4755": COMPRAS, "4756": COMPRAS, "4757": COMPRAS, "4759": COMPRAS, "4762": COMPRAS,
  "4763": COMPRAS, "4772": COMPRAS, "4781": COMPRAS, "4782": COMPRAS, "4783": COMPRAS,
  "4789": COMPRAS,
};

/** The pet-shop subclass of "other retail" (4789-0/04), which would otherwise land on Compras. */
const PET_SHOP_SUBCLASS = "4789004";

/**
 * The starter names a merchant's CNAE lands on, written as Pluggy gives it ("5611-2/01",
 * "5611201", "56.11-2-01"); none for an activity not in the table.
 */
export function starterNamesOfCnae(cnae: string | null): Names {
  const digits = cnae?.replace(/\D/g, "") ?? "";
  if (digits.length < 4) return [];
  if (digits.startsWith(PET_SHOP_SUBCLASS)) return PETS;
  return CNAE[digits.slice(0, 4)] ?? [];
}
