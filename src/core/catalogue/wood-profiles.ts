import { DEFAULT_SPECIES } from './default-price-book';
import type { WoodProfile } from './catalogue-types';
import { GRAINS, type Grain } from '../surface/surface-options';

/*
 * Species facts for the grain dialog (CONF-28). Hardness figures are published Janka side
 * hardness for dry timber (Wood Database / USDA FPL technical sheets); where a trade name covers
 * several species, or a figure varies widely, the text says so instead of claiming precision.
 * Density rows repeat DEFAULT_SPECIES so the dialog never disagrees with the weight estimate.
 */

type GrainNotes = WoodProfile['grains'];

interface TechnicalFacts {
  hardness: string;
  stability: string;
  decayResistance: string;
  texture: string;
}

const TYPICAL_MOISTURE = '8–12% (kiln-dried for interior use)';

function densityOf(speciesId: string): number {
  const species = DEFAULT_SPECIES.find((entry) => entry.speciesId === speciesId);
  if (!species) throw new Error(`Unknown species in wood profiles: ${speciesId}`);
  return species.densityKgPerM3;
}

function technicalData(speciesId: string, facts: TechnicalFacts): WoodProfile['technicalData'] {
  return [
    { label: 'Density', value: `${densityOf(speciesId)} kg/m³` },
    { label: 'Janka hardness', value: facts.hardness },
    { label: 'Dimensional stability', value: facts.stability },
    { label: 'Moisture content', value: TYPICAL_MOISTURE },
    { label: 'Decay resistance', value: facts.decayResistance },
    { label: 'Texture', value: facts.texture },
  ];
}

// Applications shared across species; each profile adds its own where the wood suits more.
const FACE_USES = ['Dining and kitchen table tops', 'Countertops', 'Desk tops', 'Floating shelves'];
const EDGE_USES = ['Kitchen countertops', 'Islands', 'Work benches', 'Stair treads'];
const END_USES = ['Butcher blocks', 'Chopping and prep stations', 'Island inserts'];

function profile(
  speciesId: string,
  body: Omit<WoodProfile, 'speciesId' | 'technicalData'>,
  facts: TechnicalFacts,
): WoodProfile {
  return { speciesId, ...body, technicalData: technicalData(speciesId, facts) };
}

const pine = profile(
  'pine',
  {
    scientificName: 'Pinus spp. (mainly P. patula, P. elliottii and P. taeda)',
    origin:
      'Plantation-grown in South Africa (Mpumalanga, KwaZulu-Natal, Eastern and Western Cape); the species are native to Mexico and the south-eastern United States.',
    hardness: '≈3,100–3,400 N (Janka)',
    grainPattern:
      'Straight grain with strong growth rings: pale earlywood and darker amber latewood; knots are common unless clear grades are chosen.',
    colour: 'Pale straw to light yellow, ambering to honey-gold with age and finish.',
    workability:
      'Easy to saw, plane, glue and screw; the soft earlywood can crush or tear, and resin pockets gum up blades and can bleed through some finishes.',
    durability:
      'Non-durable: little resistance to decay or wood-boring insects, so an indoor timber, and soft enough to dent in daily use.',
    sustainability:
      'Grown in managed South African plantations, most of which are FSC-certified; short transport distances make it the lowest-impact choice in the range.',
    overview:
      'South African pine is the local plantation softwood: light, affordable and warm-looking, with bold amber growth rings. It is softer than every hardwood we offer, so it collects dents and marks quickly, which many customers enjoy as a farmhouse look. Choose it for budget-conscious tops, shelving and rustic tables rather than heavy-duty kitchen work.',
    grains: {
      face: {
        characteristics:
          'Wide boards show pine’s bold cathedral figure and knots; the soft face dents most easily and can cup if moisture is uneven.',
        applications: [...FACE_USES, 'Rustic farmhouse tables'],
      },
      edge: {
        characteristics:
          'Narrow strips on edge show straight, closely spaced ring lines and resist cupping far better than wide pine boards.',
        applications: [...EDGE_USES, 'Budget kitchen worktops'],
      },
      end: {
        characteristics:
          'End-grain blocks are the hardest-wearing way to use pine and are kind to knives, but the soft fibres absorb oil and water quickly and need frequent oiling.',
        applications: ['Light-duty chopping boards', 'Display blocks', 'Rustic island inserts'],
      },
    },
    careTips: [
      'Wipe spills promptly; pine absorbs water quickly and can stain.',
      'Use trivets and cutting boards: the soft surface dents and scorches easily.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Expect the colour to deepen to honey-gold in sunlight over the first year.',
    ],
  },
  {
    hardness: '≈3,100–3,400 N',
    stability: 'Moderate; wide flat-sawn boards cup when moisture is uneven',
    decayResistance: 'Non-durable',
    texture: 'Medium and even, resinous',
  },
);

const saligna = profile(
  'saligna',
  {
    scientificName: 'Eucalyptus grandis (sold in South Africa as “saligna”; some stock is E. saligna or hybrids)',
    origin: 'Native to eastern Australia; plantation-grown in South Africa, mainly in KwaZulu-Natal and Mpumalanga.',
    hardness: '≈5,000–6,000 N (Janka, indicative; plantation timber varies widely with tree age)',
    grainPattern: 'Straight to slightly interlocked grain with a moderately coarse, even texture and little figure.',
    colour: 'Pale pink to light reddish-brown heartwood with paler sapwood; ages to a warmer brown.',
    workability:
      'Machines and finishes well with sharp tools; growth stresses can make boards split at the ends or move when sawn, so it must be properly dried and pre-drilled near ends.',
    durability: 'Moderately durable above ground; not termite-resistant and not suited to ground contact.',
    sustainability: 'A local plantation hardwood, widely FSC-certified, with short transport distances.',
    overview:
      'Saligna is South Africa’s own plantation hardwood, a eucalyptus grown on a large scale in KwaZulu-Natal and Mpumalanga. It is noticeably harder than pine for a modest premium and has a quiet pinkish-brown colour that warms with age. It is a practical, locally sourced choice for worktops and tables.',
    grains: {
      face: {
        characteristics:
          'Wide boards show a calm, straight grain and the full pink-brown colour; flat-sawn eucalyptus moves more than most, so boards are kept moderate in width.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics:
          'Edge-grain strips even out eucalyptus’s tendency to move and give a tight, striped surface that wears well.',
        applications: [...EDGE_USES, 'Workshop benches'],
      },
    },
    careTips: [
      'Keep the finish intact around sinks; raw saligna takes up water readily.',
      'Avoid placing the top against a heat source; eucalyptus reacts to rapid drying.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Wipe with a damp cloth and mild soap; avoid soaking the surface.',
    ],
  },
  {
    hardness: '≈5,000–6,000 N (indicative)',
    stability: 'Moderate to low; high tangential shrinkage, so careful drying matters',
    decayResistance: 'Moderately durable above ground',
    texture: 'Moderately coarse, even',
  },
);

const beech = profile(
  'beech',
  {
    scientificName: 'Fagus sylvatica (European beech)',
    origin: 'Central and Western Europe (Germany, France, Romania and neighbouring countries); imported.',
    hardness: '6,460 N (Janka)',
    grainPattern: 'Straight, fine, even grain with small darker ray flecks, most visible on quarter-sawn surfaces.',
    colour: 'Pale cream to light pinkish-brown; steamed beech is a warmer, more even pink-brown.',
    workability: 'Machines, turns, glues and steam-bends very well; can burn on cross-cuts and router passes.',
    durability: 'Perishable: poor natural decay resistance, so the finish must be kept up around water.',
    sustainability: 'Abundant in managed European forests; FSC- and PEFC-certified stock is widely available.',
    overview:
      'European beech is a classic worktop and butcher-block timber: hard, close-grained and calm in colour. It is easy to keep hygienic and takes oil well. Its one weakness is movement: beech shrinks and swells more than most hardwoods, which is why edge- and end-grain construction suit it so well.',
    grains: {
      face: {
        characteristics:
          'Wide boards show beech’s fine, even grain and ray flecks; they move noticeably with humidity, so face-grain beech suits tables better than wet zones.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics:
          'Edge-grain lamellas tame beech’s movement and give the uniform, striped look of a European kitchen worktop.',
        applications: [...EDGE_USES, 'Kitchen worktops'],
      },
      end: {
        characteristics:
          'End-grain beech is a traditional butcher block: dense, knife-friendly and self-healing under the blade.',
        applications: [...END_USES, 'Chopping boards'],
      },
    },
    careTips: [
      'Oil regularly in the first months, then whenever the surface looks dry.',
      'Keep water from standing on the surface; beech swells readily.',
      'Avoid placing it near ovens or heaters, which dry it unevenly.',
      'Sand out knife marks lightly and re-oil.',
    ],
  },
  {
    hardness: '6,460 N',
    stability: 'Poor; high shrinkage and noticeable seasonal movement',
    decayResistance: 'Perishable',
    texture: 'Fine, even',
  },
);

const ash = profile(
  'ash',
  {
    scientificName: 'Fraxinus americana (American white ash)',
    origin: 'Eastern North America; imported.',
    hardness: '5,870 N (Janka)',
    grainPattern: 'Straight, ring-porous grain with bold, oak-like growth-ring figure; coarse but even texture.',
    colour: 'Light cream to pale brown heartwood; the wide sapwood is nearly white.',
    workability:
      'Works, glues and finishes well and is one of the best steam-bending woods; its open pores may need filling for a glass-smooth finish.',
    durability: 'Perishable: little natural decay resistance and susceptible to insect attack.',
    sustainability:
      'Not CITES-listed and still commercially available, but the IUCN Red List assessed white ash as Critically Endangered in 2017 because the invasive emerald ash borer is killing trees across its range.',
    overview:
      'Ash is a tough, shock-resistant hardwood with a light colour and a bold, open grain that looks like a paler oak. It is hard enough for busy kitchens and takes both clear and tinted finishes well. It suits Scandinavian and contemporary interiors.',
    grains: {
      face: {
        characteristics: 'Wide boards show ash’s strong cathedral figure and pale colour.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics: 'Edge-grain strips show straight, parallel ring lines and move less than wide boards.',
        applications: [...EDGE_USES],
      },
      end: {
        characteristics:
          'End-grain blocks show ring arcs in a light mosaic; ash is tough, though its open pores need regular oiling.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Oil or re-coat regularly; the open pores drink finish.',
      'Wipe spills quickly, especially coloured liquids that can settle into the pores.',
      'Use a soft brush when cleaning to lift dirt from the open grain.',
      'Keep out of prolonged direct sun if you want to keep the pale colour.',
    ],
  },
  {
    hardness: '5,870 N',
    stability: 'Medium; quarter-sawn and edge grain are steadier',
    decayResistance: 'Perishable',
    texture: 'Coarse, even, ring-porous',
  },
);

const iroko = profile(
  'iroko',
  {
    scientificName: 'Milicia excelsa (and M. regia)',
    origin:
      'Tropical Africa, from West Africa (Côte d’Ivoire, Ghana, Nigeria) through Central Africa to East Africa; imported.',
    hardness: '5,610 N (Janka)',
    grainPattern: 'Interlocked grain that gives a faint ribbon stripe; medium to coarse texture.',
    colour: 'Yellow when freshly cut, darkening to golden and then medium brown.',
    workability:
      'Moderately easy, but the interlocked grain tears out when planing and hard calcium-carbonate deposits (“stones”) can chip cutters; the dust is a known irritant.',
    durability: 'Very durable: resistant to decay and termites, and often used in place of teak.',
    sustainability:
      'Not CITES-listed; the IUCN lists M. excelsa as Near Threatened and M. regia as Vulnerable, so legal origin (ideally FSC-certified) matters.',
    overview:
      'Iroko is a durable West African hardwood often used where teak once was: boats, outdoor furniture and wet areas. It is stable, oily enough to shed water, and darkens from yellow to a warm brown.',
    grains: {
      face: {
        characteristics:
          'Wide boards show iroko’s ribbon figure and golden-brown colour; the timber is stable and handles moisture better than most.',
        applications: [...FACE_USES, 'Scullery and sink-side tops', 'Outdoor tables'],
      },
    },
    careTips: [
      'Oil with a penetrating oil; iroko’s natural oils can slow the drying of some varnishes.',
      'Expect the colour to darken noticeably within months.',
      'Clean with mild soap and water; it tolerates moisture well.',
    ],
  },
  {
    hardness: '5,610 N',
    stability: 'Very good; low movement in service',
    decayResistance: 'Very durable',
    texture: 'Medium to coarse',
  },
);

const redOak = profile(
  'red_oak',
  {
    scientificName: 'Quercus rubra (northern red oak) and related red oaks',
    origin: 'Eastern North America; imported.',
    hardness: '5,430 N (Janka)',
    grainPattern:
      'Straight, ring-porous grain with bold cathedral figure on flat-sawn faces; coarse texture with large open pores.',
    colour: 'Light to medium brown with a distinct pinkish-red cast.',
    workability: 'Machines, glues, stains and finishes well; like all oaks its tannins react with iron.',
    durability:
      'Non-durable: its pores are open (no tyloses), so water travels along the grain and it needs a sealed finish near sinks.',
    sustainability: 'Plentiful in managed North American forests; not CITES-listed and IUCN Least Concern.',
    overview:
      'Red oak is the familiar open-grained oak of North American furniture: hard, strong and warm-toned, with a pinkish cast that sets it apart from white oak. It is an economical oak for tables and dry-zone tops; near sinks white oak is the better choice.',
    grains: {
      face: {
        characteristics: 'Wide boards show bold cathedral arches and red-brown tones.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics: 'Edge-grain strips show straight ring lines and move less than wide boards.',
        applications: [...EDGE_USES],
      },
      end: {
        characteristics:
          'End-grain blocks are tough and knife-friendly, but red oak’s open pores absorb liquids, so oil them often.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Keep the finish sealed around sinks and taps; water wicks into the open pores.',
      'Avoid leaving steel or cast-iron items on a wet surface; oak tannins leave black stains.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Wipe with a damp cloth and mild soap.',
    ],
  },
  {
    hardness: '5,430 N',
    stability: 'Medium',
    decayResistance: 'Non-durable',
    texture: 'Coarse, ring-porous, open pores',
  },
);

const whiteOak = profile(
  'white_oak',
  {
    scientificName: 'Quercus alba (American white oak)',
    origin: 'Eastern North America; imported.',
    hardness: '6,000 N (Janka)',
    grainPattern:
      'Straight, ring-porous grain; quarter-sawn and edge-grain faces show silvery medullary ray fleck; medium-coarse texture.',
    colour: 'Light to medium tan-brown, sometimes with an olive cast.',
    workability:
      'Works, glues and finishes well; its high tannin content reacts with iron and water to leave blue-black stains.',
    durability:
      'Durable: its pores are plugged with tyloses, making it watertight (the barrel and boat-building oak) and resistant to decay.',
    sustainability: 'Plentiful in managed North American forests; not CITES-listed and IUCN Least Concern.',
    overview:
      'White oak is the dependable all-rounder: hard, handsome and naturally water-resistant because its pores are sealed. It suits kitchens, tables and stairs alike, and its ray fleck gives edge-grain tops a quiet shimmer.',
    grains: {
      face: {
        characteristics: 'Wide boards show white oak’s cathedral figure and tan colour.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics:
          'Edge-grain strips show straight grain and ray fleck, and are among the most stable oak surfaces.',
        applications: [...EDGE_USES, 'Sink-side worktops'],
      },
      end: {
        characteristics:
          'End-grain blocks are dense and hard-wearing, and white oak’s sealed pores resist moisture better than other oaks.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Don’t leave steel or cast-iron items on a wet surface; oak tannins leave black stains.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Wipe with a damp cloth and mild soap; avoid ammonia cleaners, which darken oak.',
      'Use trivets for hot pans.',
    ],
  },
  {
    hardness: '6,000 N',
    stability: 'Medium; quarter-sawn and edge grain are notably steadier',
    decayResistance: 'Durable',
    texture: 'Medium-coarse, ring-porous',
  },
);

const maple = profile(
  'maple',
  {
    scientificName: 'Acer saccharum (hard or sugar maple)',
    origin: 'North-eastern North America (United States and Canada); imported.',
    hardness: '6,450 N (Janka)',
    grainPattern:
      'Generally straight, closed and fine-grained with a smooth, even texture; occasionally curly or birdseye figure.',
    colour: 'Creamy white sapwood (the prized part) with light reddish-brown heartwood; ambers slightly with age.',
    workability:
      'Hard and dense: it burns with dull cutters and can tear out on figured boards; it glues well and takes clear finishes beautifully but blotches when stained.',
    durability:
      'Non-durable against decay, but extremely hard-wearing: the traditional butcher-block and bowling-lane timber.',
    sustainability: 'Abundant in managed North American forests; not CITES-listed and IUCN Least Concern.',
    overview:
      'Hard maple is the benchmark for butcher blocks and chopping surfaces: dense, closed-grained, pale and easy to keep clean. Its creamy colour brightens a kitchen and suits modern and Scandinavian styles.',
    grains: {
      face: {
        characteristics: 'Wide boards show maple’s subtle grain and creamy colour, occasionally with curl.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics:
          'Edge-grain maple is the classic butcher-block worktop: tight, uniform stripes and excellent wear.',
        applications: [...EDGE_USES, 'Butcher-block worktops'],
      },
      end: {
        characteristics:
          'End-grain maple is the professional chopping surface: knife-friendly, self-healing and very hard-wearing.',
        applications: [...END_USES, 'Professional chopping blocks'],
      },
    },
    careTips: [
      'Oil with food-safe mineral oil or board oil, monthly at first.',
      'Clean with hot soapy water and dry straight away; never soak.',
      'Sand out deep knife marks and re-oil.',
      'Keep strongly coloured foods (beetroot, turmeric) off a dry surface; pale maple shows stains.',
    ],
  },
  {
    hardness: '6,450 N',
    stability: 'Medium to low; moves appreciably with humidity',
    decayResistance: 'Non-durable',
    texture: 'Fine, even, closed grain',
  },
);

const cherry = profile(
  'cherry',
  {
    scientificName: 'Prunus serotina (American black cherry)',
    origin: 'Eastern North America; imported.',
    hardness: '4,230 N (Janka)',
    grainPattern: 'Straight, fine and even, with occasional small gum pockets and pith flecks.',
    colour: 'Light pinkish-brown when cut, darkening markedly to a rich reddish-brown with exposure to light.',
    workability:
      'Easy to work and finish; burns readily on saws and routers, and blotches when stained, so it is best finished clear.',
    durability: 'Heartwood is rated durable against decay; it is softer than oak or maple and dents more readily.',
    sustainability: 'Sourced from managed North American hardwood forests; not CITES-listed and IUCN Least Concern.',
    overview:
      'Cherry is a fine furniture wood, loved for the deep reddish-brown it develops over months of light. It is smooth, fine-grained and elegant rather than tough, so it shines as tables, desks and shelving, and ages gracefully with use.',
    grains: {
      face: {
        characteristics:
          'Wide boards show cherry’s flowing figure and warm colour, which deepens noticeably in the first year.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics: 'Edge-grain strips give a refined, striped surface with good stability.',
        applications: [...EDGE_USES],
      },
      end: {
        characteristics:
          'End-grain cherry makes a handsome, knife-friendly block; it is softer than maple, so it marks a little more.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Expect the colour to darken; don’t leave objects in one place for weeks at first, or they leave pale shadows.',
      'Use mats and trivets; cherry is softer than oak and maple.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Wipe with a damp cloth and mild soap.',
    ],
  },
  {
    hardness: '4,230 N',
    stability: 'Good; medium-low movement once dry',
    decayResistance: 'Durable',
    texture: 'Fine, even',
  },
);

const kiaat = profile(
  'kiaat',
  {
    scientificName: 'Pterocarpus angolensis (also called mukwa, muninga, bloodwood)',
    origin:
      'Southern and south-central African woodland: Angola, Zambia, Zimbabwe, Mozambique, Namibia, Tanzania and north-eastern South Africa.',
    hardness: '≈6,050 N (Janka)',
    grainPattern: 'Straight to interlocked grain with a medium-coarse texture and attractive darker streaks.',
    colour:
      'Golden to reddish-brown heartwood with darker red-brown streaks; the pale yellowish sapwood is clearly defined.',
    workability:
      'Works easily with hand and machine tools; interlocked grain may tear out when planing; glues and finishes well; the dust can irritate.',
    durability: 'Durable: heartwood resists decay and has good resistance to insect attack.',
    sustainability:
      'Slow-growing and harvested from natural woodland, not plantations. It is a protected tree in South Africa under the National Forests Act, and since February 2023 African populations of Pterocarpus are listed in CITES Appendix II, so imported logs and sawn timber need CITES permits.',
    overview:
      'Kiaat is southern Africa’s signature furniture wood: golden to red-brown, lightly aromatic and exceptionally stable, with very low shrinkage. It has long been the heirloom timber of South African homes, and it suits worktops and tables that should stay flat for decades.',
    grains: {
      face: {
        characteristics:
          'Wide boards show kiaat’s streaked golden-brown figure; its stability means even wide boards stay flat.',
        applications: [...FACE_USES, 'Heirloom dining tables'],
      },
      edge: {
        characteristics: 'Edge-grain strips give a richly striped surface that is extremely stable.',
        applications: [...EDGE_USES],
      },
      end: {
        characteristics:
          'End-grain kiaat makes a striking, warm-toned mosaic block that is durable and kind to knives.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Oil regularly; kiaat rewards oil with a deep glow.',
      'Its colour mellows over time; rotate decor to avoid uneven fading.',
      'Wipe with a damp cloth and mild soap.',
      'Use trivets for hot pans.',
    ],
  },
  {
    hardness: '≈6,050 N',
    stability: 'Excellent; shrinkage about 1.7% radial and 2.8% tangential (green to oven-dry)',
    decayResistance: 'Durable',
    texture: 'Medium to coarse',
  },
);

const patrys = profile(
  'patrys',
  {
    scientificName:
      'Most likely Millettia stuhlmannii (panga panga, “partridge wood”); confirm on the supplier’s documents',
    origin: 'East and southern Africa: Mozambique, southern Tanzania and eastern Zimbabwe, very locally in Limpopo.',
    hardness: '≈7,310 N (Janka, published for panga panga)',
    grainPattern:
      'Straight grain and coarse texture with large pores; fine alternating light and dark bands give the “partridge-feather” figure.',
    colour: 'Dark chocolate brown with near-black streaks; oil finishes darken it further.',
    workability:
      'Hard and heavy: it blunts cutters, can sand unevenly and should be pre-drilled; its splinters tend to turn septic, so it is handled with gloves.',
    durability: 'Very durable: resistant to decay and termites.',
    sustainability:
      'Not CITES-listed; harvested from natural woodland in Mozambique and Tanzania, where heavy demand has depleted stocks, so documented legal origin matters.',
    overview:
      '“Patrys” is Afrikaans for partridge, and in South African timber yards it usually means panga panga (Millettia stuhlmannii), also sold as partridge wood for its feather-like figure. The name “partridgewood” is used internationally for other, unrelated species too, so the botanical identity should be confirmed on the supplier’s paperwork. The wood is dark, dense and dramatic, a close cousin of wenge.',
    grains: {
      face: {
        characteristics:
          'Wide boards show the dark feathered figure at its most dramatic; the timber is heavy and hard-wearing.',
        applications: [...FACE_USES, 'Statement dining tables', 'Bar tops'],
      },
    },
    careTips: [
      'Oil sparingly; the open pores can hold excess oil, so wipe off the surplus.',
      'Dust and crumbs show on dark wood; wipe with a barely damp cloth.',
      'Use trivets for hot pans.',
    ],
  },
  {
    hardness: '≈7,310 N',
    stability: 'Good; movement in service is rated small',
    decayResistance: 'Very durable',
    texture: 'Coarse, large pores',
  },
);

const africanMahogany = profile(
  'african_mahogany',
  {
    scientificName: 'Khaya spp. (mainly K. ivorensis, K. anthotheca and K. grandifoliola)',
    origin: 'Tropical West, Central and East Africa; K. anthotheca reaches Mozambique and Zimbabwe.',
    hardness: '≈4,760 N (Janka)',
    grainPattern:
      'Interlocked grain that gives a striped ribbon figure on quarter-sawn faces; medium-coarse texture with natural lustre.',
    colour: 'Pale pinkish-brown when cut, maturing to a deeper reddish-brown.',
    workability:
      'Generally easy to work, glue and finish; interlocked grain tears out on planing and some boards have woolly patches, so sharp cutters and careful sanding are needed.',
    durability: 'Moderately durable, with moderate insect resistance.',
    sustainability:
      'Since February 2023 African populations of Khaya are listed in CITES Appendix II (logs, sawn wood, veneer, plywood and transformed wood need CITES export permits); several species are IUCN Vulnerable.',
    overview:
      'African mahogany offers the classic mahogany look, a lustrous reddish-brown with a shimmering ribbon stripe, at a moderate weight and price. It is stable and easy to finish, and suits traditional and classic interiors.',
    grains: {
      face: {
        characteristics: 'Wide boards show mahogany’s lustre and ribbon figure, which shifts with the light.',
        applications: [...FACE_USES],
      },
      edge: {
        characteristics: 'Edge-grain strips show straight ribbon stripes and are very stable.',
        applications: [...EDGE_USES],
      },
      end: {
        characteristics:
          'End-grain blocks give a rich reddish mosaic; mahogany is softer than maple, so it suits light-to-medium chopping.',
        applications: [...END_USES],
      },
    },
    careTips: [
      'Re-oil or re-coat worn areas once or twice a year.',
      'Use mats and trivets; mahogany is medium-hard.',
      'Wipe with a damp cloth and mild soap.',
      'Expect the colour to deepen with light.',
    ],
  },
  {
    hardness: '≈4,760 N',
    stability: 'Good; medium-low movement',
    decayResistance: 'Moderately durable',
    texture: 'Medium-coarse, lustrous',
  },
);

const walnut = profile(
  'walnut',
  {
    scientificName: 'Juglans nigra (American black walnut)',
    origin: 'Eastern United States; imported.',
    hardness: '4,490 N (Janka)',
    grainPattern: 'Usually straight, sometimes wavy or curly; medium texture with moderate natural lustre.',
    colour: 'Light to deep chocolate-brown heartwood, sometimes with purple or grey tones; the sapwood is pale.',
    workability: 'One of the best-working hardwoods: it cuts, glues and finishes beautifully.',
    durability: 'Heartwood is rated very durable against decay, though susceptible to insect attack.',
    sustainability: 'Grown and harvested under long-established US forestry; not CITES-listed and IUCN Least Concern.',
    overview:
      'Black walnut is the premium dark hardwood of fine furniture: rich chocolate-brown, lustrous and calm. It is moderately hard, stable, and ages to a warmer, slightly lighter brown.',
    grains: {
      face: {
        characteristics: 'Wide boards show walnut’s flowing figure and deep colour, with occasional curl.',
        applications: [...FACE_USES, 'Executive desks'],
      },
      end: {
        characteristics: 'End-grain walnut forms a dark, luxurious mosaic; it is gentler on knives than harder woods.',
        applications: [...END_USES, 'Serving boards'],
      },
    },
    careTips: [
      'Oil or re-coat regularly to keep the depth of colour.',
      'Walnut lightens slightly in strong sun; keep it out of direct light if you prefer it dark.',
      'Use mats and trivets; it is softer than oak.',
      'Wipe with a damp cloth and mild soap.',
    ],
  },
  {
    hardness: '4,490 N',
    stability: 'Good; low movement',
    decayResistance: 'Very durable (susceptible to insects)',
    texture: 'Medium, lustrous',
  },
);

const wenge = profile(
  'wenge',
  {
    scientificName: 'Millettia laurentii',
    origin: 'Central Africa: DR Congo, Republic of Congo, Cameroon and Gabon; imported.',
    hardness: '8,600 N (Janka)',
    grainPattern:
      'Straight grain with a very coarse texture; alternating dark and light bands form fine, near-parallel stripes.',
    colour: 'Dark brown to near-black with fine light tan streaks.',
    workability:
      'Hard on tools and uneven to sand; large open pores; very splintery, and its splinters heal slowly and can turn septic; resinous patches can hinder gluing.',
    durability: 'Very durable: resistant to decay and termites.',
    sustainability:
      'Listed as Endangered on the IUCN Red List because of over-harvesting; not CITES-listed. Buy only with proof of legal origin; FSC-certified stock exists but is scarce.',
    overview:
      'Wenge is the darkest wood in the range: near-black with fine light stripes, heavy and very hard. It makes a bold, architectural statement in modern kitchens and pairs well with white and grey cabinetry. It is scarce and slow-growing, which is reflected in the price.',
    grains: {
      face: {
        characteristics: 'Wide boards show wenge’s feathered dark-and-light figure in full.',
        applications: [...FACE_USES, 'Statement dining tables'],
      },
      edge: {
        characteristics: 'Edge-grain strips give tight, dramatic pinstripes and a very hard-wearing surface.',
        applications: [...EDGE_USES, 'Bar tops'],
      },
    },
    careTips: [
      'Oil sparingly and wipe off the surplus; the large pores trap excess oil.',
      'Dust and water marks show on dark wood; wipe with a barely damp cloth.',
      'Check the edges now and then for lifting splinters and sand them smooth.',
      'Use trivets for hot pans.',
    ],
  },
  {
    hardness: '8,600 N',
    stability: 'Good once dry; moderate movement',
    decayResistance: 'Very durable',
    texture: 'Very coarse, open pores',
  },
);

const africanRosewood = profile(
  'african_rosewood',
  {
    scientificName:
      'Guibourtia spp. (bubinga: G. demeusei, G. pellegriniana, G. tessmannii); the name is also used for Pterocarpus erinaceus (kosso)',
    origin:
      'Equatorial West-Central Africa (Cameroon, Gabon, Equatorial Guinea, Republic of Congo, DR Congo); kosso comes from West Africa.',
    hardness: '≈10,720 N (Janka, published for bubinga)',
    grainPattern:
      'Straight to interlocked grain, fine to medium texture; often with striking figure (flame, waterfall, pommele).',
    colour: 'Pinkish-red to reddish-brown with darker purple streaks.',
    workability:
      'Works fairly well for its weight, but interlocked grain tears out and it blunts tools; gum pockets should be wiped with solvent before gluing.',
    durability: 'Durable to very durable; moderately resistant to insects.',
    sustainability:
      'All three bubinga species and Pterocarpus erinaceus have been in CITES Appendix II since 2017, and several West African range states are under CITES trade suspensions for kosso. Legal trade requires CITES export permits; ask to see them.',
    overview:
      'In South African trade “African rosewood” usually means bubinga, a heavy, very hard timber with a rose-red to purple-brown colour and often spectacular figure. The same name is sometimes used for kosso (Pterocarpus erinaceus), so the botanical name on the CITES documents is the reliable identification. It is among the most exclusive woods we offer.',
    grains: {
      face: {
        characteristics: 'Wide boards show the full rose-red colour and any flame or waterfall figure.',
        applications: [...FACE_USES, 'Statement dining tables'],
      },
      edge: {
        characteristics: 'Edge-grain strips give a dense, striped red-brown surface that is extremely hard-wearing.',
        applications: [...EDGE_USES, 'Bar tops'],
      },
    },
    careTips: [
      'Oil or re-coat worn areas once or twice a year.',
      'Keep out of prolonged direct sun; the red tones mellow towards brown.',
      'Wipe with a damp cloth and mild soap.',
      'Use trivets for hot pans.',
    ],
  },
  {
    hardness: '≈10,720 N',
    stability: 'Medium; moderate movement',
    decayResistance: 'Durable to very durable',
    texture: 'Fine to medium',
  },
);

const yellowWood = profile(
  'yellow_wood',
  {
    scientificName:
      'Podocarpus latifolius (real yellowwood) and Afrocarpus falcatus (Outeniqua yellowwood, formerly Podocarpus falcatus)',
    origin:
      'Indigenous to South Africa’s afromontane and coastal forests, from the southern Cape (Knysna) through the Eastern Cape and KwaZulu-Natal to Limpopo.',
    hardness: '≈3,700 N (Janka, published for African Podocarpus)',
    grainPattern:
      'Straight grain with a very fine, even texture and indistinct growth rings; crotch wood can show attractive figure.',
    colour: 'Pale yellow to straw, darkening to warm ochre-gold with age.',
    workability:
      'Saws, planes and sands cleanly to a fine finish; glues, stains and polishes well; it can be brittle at joints and splits if nailed without pre-drilling.',
    durability: 'Non-durable outdoors and susceptible to insect attack; an interior timber.',
    sustainability:
      'Both species are protected trees under South Africa’s National Forests Act: they may not be felled, transported or sold without a licence. Supply comes from small, controlled harvests of dead or dying trees and from reclaimed timber, which is why it is scarce and costly.',
    overview:
      'Yellowwood is South Africa’s heritage timber (real yellowwood is the national tree) and the wood of Cape Dutch floors, beams and furniture. It is pale, fine-textured and relatively soft, glowing golden with age. Because the trees are protected, every top is made from licensed or reclaimed stock, making it the most exclusive wood in the range.',
    grains: {
      face: {
        characteristics:
          'Wide boards show yellowwood’s fine, even texture and golden tone; the soft surface gathers a patina of use.',
        applications: [...FACE_USES, 'Heritage and Cape Dutch style tables'],
      },
      edge: {
        characteristics:
          'Edge-grain strips give a fine, straight-striped surface and reduce yellowwood’s tendency to warp.',
        applications: [...EDGE_USES],
      },
    },
    careTips: [
      'Use mats, trivets and boards; yellowwood is soft and dents easily.',
      'Wax or oil regularly to build the traditional golden patina.',
      'Keep away from standing water and direct heat.',
      'Wipe with a barely damp cloth.',
    ],
  },
  {
    hardness: '≈3,700 N',
    stability: 'Moderate; prone to warp while drying, steady once well seasoned',
    decayResistance: 'Non-durable',
    texture: 'Very fine, even',
  },
);

export const WOOD_PROFILES: Record<string, WoodProfile> = {
  pine,
  saligna,
  beech,
  ash,
  iroko,
  red_oak: redOak,
  white_oak: whiteOak,
  maple,
  cherry,
  kiaat,
  patrys,
  african_mahogany: africanMahogany,
  walnut,
  wenge,
  african_rosewood: africanRosewood,
  yellow_wood: yellowWood,
};

/** One sentence per species for the wood cards. */
export const WOOD_DESCRIPTIONS: Record<string, string> = {
  pine: 'Affordable, locally grown plantation softwood with bold amber growth rings and a warm, rustic look.',
  saligna: 'South African plantation eucalyptus: a harder, pink-brown step up from pine at a modest price.',
  beech: 'Fine, even-grained European hardwood in pale cream to soft pink, a classic for worktops and butcher blocks.',
  ash: 'Tough, light-coloured hardwood with a bold, oak-like grain that suits Scandinavian and modern kitchens.',
  iroko: 'Durable, stable African hardwood that darkens from gold to warm brown and handles moisture well.',
  red_oak: 'Open-grained North American oak with bold cathedral figure and a warm pinkish-brown tone.',
  white_oak: 'Hard, water-resistant oak with a tan colour and silvery ray fleck: the dependable all-rounder.',
  maple: 'Hard, pale and closed-grained: the benchmark timber for butcher blocks and chopping surfaces.',
  cherry: 'Smooth, fine-grained furniture wood that deepens to a rich reddish-brown with time.',
  kiaat: 'Southern Africa’s exceptionally stable heirloom hardwood in golden to red-brown tones.',
  patrys: 'Dense, dark “partridge wood” (panga panga) with a dramatic feathered figure.',
  african_mahogany: 'Lustrous reddish-brown mahogany with a shimmering ribbon stripe and good stability.',
  walnut: 'Premium American black walnut in rich chocolate-brown, lustrous and calm.',
  wenge: 'Near-black, very hard Central African wood with fine light pinstripes for a bold statement.',
  african_rosewood: 'Heavy, very hard rose-red to purple-brown timber, often richly figured; CITES-documented.',
  yellow_wood: 'South Africa’s protected heritage timber: pale, fine-textured and glowing golden with age.',
};

const GENERIC_GRAIN_NOTES: Required<GrainNotes> = {
  face: {
    characteristics: 'Wide boards show the wood’s natural figure at its fullest.',
    applications: [...FACE_USES],
  },
  edge: {
    characteristics: 'Narrow strips glued on edge give a striped surface that is more stable than wide boards.',
    applications: [...EDGE_USES],
  },
  end: {
    characteristics: 'End-grain blocks form the most durable surface, kind to knives and suited to cutting.',
    applications: [...END_USES],
  },
};

/** CONF-28: woods without a written profile get this fallback. */
export function genericWoodProfile(speciesId: string, name: string, grains: readonly Grain[] = GRAINS): WoodProfile {
  const grainNotes: GrainNotes = {};
  for (const grain of grains) grainNotes[grain] = GENERIC_GRAIN_NOTES[grain];
  const density = DEFAULT_SPECIES.find((entry) => entry.speciesId === speciesId)?.densityKgPerM3;
  return {
    speciesId,
    scientificName: 'Not yet recorded',
    origin: 'Ask us about the source of this timber.',
    hardness: 'Not yet recorded',
    grainPattern: `${name} has its own characteristic grain; every board is unique.`,
    colour: 'Natural colour varies from board to board and deepens with age and finish.',
    workability: 'Machined, glued and finished in our workshop to the same standard as every top we make.',
    durability: 'Suited to interior use with a maintained finish.',
    sustainability: 'Sourced from suppliers who can document legal origin.',
    overview: `${name} is a solid hardwood we can make to order. Contact us for detailed technical information on this species.`,
    grains: grainNotes,
    careTips: [
      'Wipe spills promptly and avoid standing water.',
      'Use trivets for hot pans and boards for cutting.',
      'Re-oil or re-coat worn areas once or twice a year.',
      'Clean with a damp cloth and mild soap.',
    ],
    technicalData: [
      { label: 'Density', value: density === undefined ? 'Not yet recorded' : `${density} kg/m³` },
      { label: 'Moisture content', value: TYPICAL_MOISTURE },
    ],
  };
}
