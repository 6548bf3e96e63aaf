import { WEIGHT_FACTORS_FROM_KG, type CommodityGroup, type CommodityItem, type UnitWeight } from '@harvest/domain';

/** Grain is traded by the tonne. */
const TONNE: UnitWeight = { name: 'tonne', conversion: WEIGHT_FACTORS_FROM_KG.tonne };

/** The weighbridge weighs in kilograms. */
export const WEIGHBRIDGE_WEIGHT: UnitWeight = { name: 'kg', conversion: WEIGHT_FACTORS_FROM_KG.kg };

/** An item's id is crop-type[-grade], the same id as its default specification. */
function item(crop: string, name: string, commodityType: string, commodityGrade?: string): CommodityItem {
  const id = [crop, commodityType, commodityGrade].filter(Boolean).join('-');
  return commodityGrade
    ? { id, name, commodityType, commodityGrade, weight: TONNE, tags: [] }
    : { id, name, commodityType, weight: TONNE, tags: [] };
}

const varieties = (...names: string[]) =>
  names.map((name) => ({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name }));

/**
 * The UK arable catalogue: crops with their trade types and grades (nabim wheat groups, malting and feed barley,
 * crushing rape...) and current varieties from the AHDB Recommended Lists and, for pulses, the PGRO Descriptive
 * List. Facts restated by hand; no list was copied.
 */
export const COMMODITY_GROUPS: CommodityGroup[] = [
  {
    id: 'wheat',
    name: 'Wheat',
    type: 'cereal',
    items: [
      item('wheat', 'Milling wheat, nabim Group 1', 'milling', 'nabim-group-1'),
      item('wheat', 'Milling wheat, nabim Group 2', 'milling', 'nabim-group-2'),
      item('wheat', 'Biscuit wheat, nabim Group 3', 'biscuit', 'nabim-group-3'),
      item('wheat', 'Feed wheat, nabim Group 4 hard', 'feed', 'nabim-group-4-hard'),
      item('wheat', 'Feed wheat, nabim Group 4 soft', 'feed', 'nabim-group-4-soft'),
      item('wheat', 'Feed wheat', 'feed'),
    ],
    varieties: varieties(
      'Crusoe',
      'KWS Zyatt',
      'Skyfall',
      'Mayflower',
      'KWS Extase',
      'RGT Illustrious',
      'Champion',
      'KWS Siskin',
      'Gleam',
      'Graham',
      'KWS Dawsum',
      'LG Skyscraper',
      'Theodore',
    ),
  },
  {
    id: 'barley',
    name: 'Barley',
    type: 'cereal',
    items: [
      item('barley', 'Malting barley, spring', 'malting', 'spring'),
      item('barley', 'Malting barley, winter', 'malting', 'winter'),
      item('barley', 'Feed barley', 'feed'),
    ],
    varieties: varieties('Laureate', 'RGT Planet', 'Diablo', 'Craft', 'Electrum', 'KWS Orwell', 'Belfry', 'Bolton'),
  },
  {
    id: 'oilseed-rape',
    name: 'Oilseed rape',
    type: 'oilseed',
    items: [item('oilseed-rape', 'Oilseed rape for crushing', 'crushing')],
    varieties: varieties('Aurelia', 'Campus', 'Acacia', 'DK Expectation', 'Vegas', 'LG Aviron'),
  },
  {
    id: 'oats',
    name: 'Oats',
    type: 'cereal',
    items: [item('oats', 'Milling oats', 'milling'), item('oats', 'Feed oats', 'feed')],
    varieties: varieties('Mascani', 'WPB Isabel', 'Gerald', 'Delfin', 'Canyon', 'Merlin'),
  },
  {
    id: 'beans',
    name: 'Beans',
    type: 'pulse',
    items: [
      item('beans', 'Field beans for human consumption', 'human-consumption'),
      item('beans', 'Feed beans', 'feed'),
    ],
    varieties: varieties('Tundra', 'Vertigo', 'Lynx', 'Fanfare', 'Bumble', 'LG Viper'),
  },
  {
    id: 'peas',
    name: 'Peas',
    type: 'pulse',
    items: [
      item('peas', 'Marrowfat peas', 'marrowfat'),
      item('peas', 'Large blue peas', 'large-blue'),
      item('peas', 'Feed peas', 'feed'),
    ],
    varieties: varieties('Kabuki', 'Bluetime', 'Daytona', 'Karpate', 'Mantra'),
  },
  {
    id: 'maize',
    name: 'Grain maize',
    type: 'cereal',
    items: [item('maize', 'Grain maize', 'feed')],
    varieties: [],
  },
  {
    id: 'rye',
    name: 'Rye',
    type: 'cereal',
    items: [item('rye', 'Milling rye', 'milling'), item('rye', 'Feed rye', 'feed')],
    varieties: varieties('KWS Serafino', 'KWS Tayo', 'SU Performer'),
  },
  {
    id: 'triticale',
    name: 'Triticale',
    type: 'cereal',
    items: [item('triticale', 'Feed triticale', 'feed')],
    varieties: [],
  },
  {
    id: 'linseed',
    name: 'Linseed',
    type: 'oilseed',
    items: [item('linseed', 'Linseed for crushing', 'crushing')],
    varieties: [],
  },
];
