import { MAX_MONTHLY_PRICE, parseResidence } from '../../../src/config/parse-residence';
import { i18n } from '../../../src/i18n/i18n';

/** A residence as a CMS writes it in the JSON script. */
const raw = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'lyon-croix-rousse',
  name: 'Les Terrasses de la Croix-Rousse',
  region: 'Auvergne-Rhône-Alpes',
  description: 'Au cœur des pentes.',
  image: '/images/croix-rousse.jpg',
  link: '/residences/lyon-croix-rousse',
  isOpen: true,
  position: { positionX: 67.8, positionY: 50.9 },
  prices: { studio: 1250, one_room: 1640, two_room: 2100 },
  ...overrides,
});

const outcome = ({ residence, problems }: ReturnType<typeof parseResidence>) => [residence, problems];
const pricesOf = (prices: unknown) => parseResidence(raw({ prices }), 0).residence?.prices;

describe('parseResidence', () => {
  it('reads a complete residence without problems', () => {
    expect(parseResidence(raw(), 0)).toEqual({
      residence: {
        id: 'lyon-croix-rousse',
        name: 'Les Terrasses de la Croix-Rousse',
        region: 'Auvergne-Rhône-Alpes',
        description: 'Au cœur des pentes.',
        image: '/images/croix-rousse.jpg',
        link: '/residences/lyon-croix-rousse',
        isOpen: true,
        position: { positionX: 67.8, positionY: 50.9 },
        prices: { studio: 1250, one_room: 1640, two_room: 2100 },
      },
      problems: [],
      where: 'résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»',
    });
  });

  it('names a correct residence only when its name is asked for, and only once', () => {
    const translate = jest.spyOn(i18n, '_');
    try {
      const result = parseResidence(raw(), 0);
      expect(translate).not.toHaveBeenCalled();
      expect([result.where, result.where]).toEqual(['résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»', 'résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»']);
      expect(translate).toHaveBeenCalledTimes(1);
    } finally {
      translate.mockRestore();
    }
  });

  it('names a residence once for all of its problems', () => {
    const translate = jest.spyOn(i18n, '_');
    try {
      const { problems } = parseResidence(raw({ region: undefined, isOpen: 'à confirmer', prices: { studio: 'beaucoup', one_room: 1640 } }), 2);
      expect(problems).toHaveLength(3);
      for (const problem of problems) expect(problem).toMatch(/^résidence n°3 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: /);
      expect(translate.mock.calls.filter(([id]) => id === 'config.residence.named')).toHaveLength(1);
    } finally {
      translate.mockRestore();
    }
  });

  it('reads the character references a CMS escapes names and places with, and leaves escaped tags as text', () => {
    const { residence, problems } = parseResidence(raw({ name: 'L&#8217;Or&eacute;e &amp; Co', region: '&Icirc;le-de-France', city: 'Saint-&Eacute;tienne &lt;b&gt;' }), 0, window);
    expect(problems).toEqual([]);
    expect(residence).toMatchObject({ name: 'L’Orée & Co', region: 'Île-de-France', city: 'Saint-Étienne <b>' });
  });

  it('reads references a template escaped twice as escaped once, and says so', () => {
    const { residence, problems } = parseResidence(raw({ name: 'R&amp;eacute;sidence L&amp;#8217;Or&eacute;e', description: '<p>R&amp;eacute;nov&amp;eacute;e en 2020</p>' }), 0, window);
    expect(residence).toMatchObject({ name: 'Résidence L’Orée', description: '<p>R&eacute;nov&eacute;e en 2020</p>' });
    expect(problems).toEqual([
      'résidence n°1 «\u00a0Résidence L’Orée\u00a0»\u00a0: «\u00a0name\u00a0» est échappé deux fois pour le HTML (&amp;eacute;)\u00a0; il est lu comme s’il ne l’était qu’une fois, mais corrigez le modèle qui l’écrit',
      'résidence n°1 «\u00a0Résidence L’Orée\u00a0»\u00a0: «\u00a0description\u00a0» est échappé deux fois pour le HTML (&amp;eacute;)\u00a0; il est lu comme s’il ne l’était qu’une fois, mais corrigez le modèle qui l’écrit',
    ]);
    expect(parseResidence(raw({ name: 'Tom &amp;amp; Jerry' }), 0, window).residence?.name).toBe('Tom & Jerry');
  });

  it('shows the tags of HTML in a name or a place as typed, and tells the editor which', () => {
    const { residence, problems } = parseResidence(raw({ name: '<b>Le Clos</b> <img src=x onerror=alert(4)>', city: '<span>Lyon</span>' }), 0, window);
    expect(residence).toMatchObject({ name: '<b>Le Clos</b> <img src=x onerror=alert(4)>', city: '<span>Lyon</span>' });
    const where = 'résidence n°1 «\u00a0<b>Le Clos</b> <img src=x onerror=alert(4)>\u00a0»\u00a0: ';
    expect(problems).toEqual([
      `${where}«\u00a0name\u00a0» contient des balises HTML (<b> <img>), que les visiteurs voient telles quelles\u00a0; retirez-les`,
      `${where}«\u00a0city\u00a0» contient des balises HTML (<span>), que les visiteurs voient telles quelles\u00a0; retirez-les`,
    ]);
    expect(parseResidence(raw({ name: 'Les Lilas & Tom &amp Jerry <privé>' }), 0, window).problems).toEqual([]);
  });

  it('reads a text as given and looks for no tag without a page, as on a server', () => {
    const { residence, problems } = parseResidence(raw({ name: '<b>L&#8217;Or&eacute;e</b>' }), 0);
    expect(residence?.name).toBe('<b>L&#8217;Or&eacute;e</b>');
    expect(problems).toEqual([]);
  });

  it('names a position given as a list, a text or in degrees for what it is', () => {
    const shape = (given: string) =>
      `résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: «\u00a0position\u00a0» doit être un objet comme {"positionX": 48.5, "positionY": 27.1} (pourcentages de la carte), pas ${given}, écartée`;
    expect(parseResidence(raw({ position: [40, 50] }), 0).problems).toEqual([shape('[40,50]')]);
    for (const position of ['28, 30', 28]) {
      const { residence, problems } = parseResidence(raw({ position }), 0);
      expect(residence).toBeUndefined();
      expect(problems).toEqual([shape(JSON.stringify(position))]);
    }
    for (const position of [{ lat: 45.76, lng: 4.83 }, { latitude: 45.76, longitude: 4.83 }]) {
      const { residence, problems } = parseResidence(raw({ position }), 0);
      expect(residence).toBeUndefined();
      expect(problems).toEqual([expect.stringContaining('«\u00a0position\u00a0» donne des degrés (latitude, longitude) là où il faut des pourcentages de la carte')]);
    }
  });

  it.each([
    ['oui', true],
    [' Non ', false],
    ['FALSE', false],
    // A status in words, and the widget's own badge for a residence not open yet, as an editor copies it.
    ['Ouvert', true],
    ['ouverte', true],
    ['Bientôt', false],
    ['Prochainement', false],
    ['À venir', false],
    ['Ouverture prochaine', false],
    ['ouverture  prochaine ', false],
  ])('reads isOpen %p, as French editors and CMS exports write it, as %p', (isOpen, open) => {
    const { residence, problems } = parseResidence(raw({ isOpen }), 0);
    expect([residence?.isOpen, problems]).toEqual([open, []]);
  });

  it('reads an optional city and postal code, a number included, and warns about one that is not text', () => {
    expect(parseResidence(raw({ city: ' Saint-Étienne ', postalCode: 42100 }), 0).residence).toMatchObject({ city: 'Saint-Étienne', postalCode: '42100' });
    const { residence, problems } = parseResidence(raw({ city: { name: 'Lyon' } }), 0);
    expect([residence?.city, problems]).toEqual([undefined, ['résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: «\u00a0city\u00a0» doit être un texte, ignoré']]);
  });

  it('gives back the leading zero a number field took from a postal code, and tells the editor', () => {
    for (const postalCode of [6000, '6000']) {
      const { residence, problems } = parseResidence(raw({ city: 'Nice', postalCode }), 0);
      expect(residence?.postalCode).toBe('06000');
      expect(problems).toEqual([`résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: postalCode 6000 a perdu son zéro initial, lu comme 06000\u00a0; écrivez "06000"`]);
    }
    for (const postalCode of ['06000', '69004', '750', 'CEDEX 9']) expect(parseResidence(raw({ postalCode }), 0)).toMatchObject({ residence: { postalCode }, problems: [] });
  });

  describe('prices', () => {
    it('reads prices with a currency and thousands separators, without a warning', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: '1250 €', one_room: '€1 640', two_room: '2.100,00', three_room: '3,100.00 euros' } }), 0);
      expect([residence?.prices, problems]).toEqual([{ studio: 1250, one_room: 1640, two_room: 2100, three_room: 3100 }, []]);
    });

    it('says what it assumed of an ambiguous price', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: '1,250' } }), 0);
      expect(residence?.prices).toEqual({ studio: 1250 });
      expect(problems).toEqual(['résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: prices.studio "1,250" est ambigu (milliers ou décimales\u00a0?), lu comme 1250\u00a0€\u00a0; écrivez 1250 sans séparateur pour lever le doute']);
    });

    it('warns that visitors cannot get a quote from a residence with no T1 to T3 price, a T4 price alone included', () => {
      const { residence, problems } = parseResidence(raw({ prices: { three_room: 3100 } }), 1);
      expect(residence?.prices).toEqual({ three_room: 3100 });
      expect(problems).toEqual(['résidence n°2 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: aucun prix T1, T2 ou T3 (studio, one_room, two_room)\u00a0; les visiteurs ne pourront pas obtenir de devis pour cette résidence']);
    });

    it('accepts prices written as strings', () => {
      expect(pricesOf({ studio: '1250', one_room: '1 640', two_room: '2100,50' })).toEqual({ studio: 1250, one_room: 1640, two_room: 2100.5 });
    });

    it('treats a missing price as no price', () => {
      expect(pricesOf({ studio: 1250 })).toEqual({ studio: 1250 });
    });

    it('treats a null price as no price', () => {
      expect(pricesOf({ studio: 1250, one_room: null })).toEqual({ studio: 1250 });
    });

    it('treats a price of 0 as no price', () => {
      expect(pricesOf({ studio: 0, one_room: 1640 })).toEqual({ one_room: 1640 });
    });

    it("treats a price of '0' as no price", () => {
      expect(pricesOf({ studio: '0', one_room: 1640 })).toEqual({ one_room: 1640 });
    });

    it('treats an empty string as no price, silently', () => {
      expect(parseResidence(raw({ prices: { studio: '', one_room: 1640 } }), 0)).toMatchObject({ residence: { prices: { one_room: 1640 } }, problems: [] });
    });

    it('treats a price that is not a number as no price', () => {
      expect(pricesOf({ studio: 'sur demande', one_room: 1640 })).toEqual({ one_room: 1640 });
    });

    it('warns about a price that is not a number', () => {
      expect(parseResidence(raw({ prices: { studio: 'sur demande', one_room: 1640 } }), 0).problems).toEqual([expect.stringContaining('prices.studio "sur demande" n’est pas un prix lisible')]);
    });

    it('leaves out an implausibly large price with a warning', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: MAX_MONTHLY_PRICE + 1, one_room: 1640 } }), 0);
      expect([residence?.prices, problems]).toEqual([{ one_room: 1640 }, [expect.stringContaining('prices.studio')]]);
    });

    it('leaves out a negative price with a warning', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: -5, one_room: 1640 } }), 0);
      expect([residence?.prices, problems]).toEqual([{ one_room: 1640 }, [expect.stringContaining('prices.studio')]]);
    });

    it('rounds a price to the cent', () => {
      expect(pricesOf({ studio: 1250.456 })).toEqual({ studio: 1250.46 });
    });

    it('keeps the residence without prices, with a warning', () => {
      const { residence, problems } = parseResidence(raw({ prices: undefined }), 0);
      expect([residence?.prices, problems]).toEqual([{}, [expect.stringContaining('les visiteurs ne pourront pas obtenir de devis')]]);
    });

    it('reads prices as the site prints them, « à partir de » and « TTC » included, with nothing to tell', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: 'À partir de 1 250 €/mois', one_room: '1 450 € TTC' } }), 0);
      expect([residence?.prices, problems]).toEqual([{ studio: 1250, one_room: 1450 }, []]);
    });

    it('reads prices keyed by the widget’s own labels (T1 to T4) or in capitals, with nothing to tell', () => {
      const { residence, problems } = parseResidence(raw({ prices: { T1: 1250, t2: '1 640 €', Two_Room: 2100, ' T4 ': 3100 } }), 0);
      expect([residence?.prices, problems]).toEqual([{ studio: 1250, one_room: 1640, two_room: 2100, three_room: 3100 }, []]);
    });

    it('reads the first key of a type when others give the same type, and tells of the others', () => {
      const { residence, problems } = parseResidence(raw({ prices: { studio: 1250, T1: 1300, Studio: 1280 } }), 0);
      expect([residence?.prices, problems]).toEqual([
        { studio: 1250 },
        [
          'résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: prices.T1 est un second prix pour studio, ignoré',
          'résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: prices.Studio est un second prix pour studio, ignoré',
        ],
      ]);
    });

    it('names a price it cannot read by the key the editor wrote', () => {
      expect(parseResidence(raw({ prices: { T2: 'sur demande', studio: 1250 } }), 0).problems).toEqual([expect.stringContaining('prices.T2 "sur demande" n’est pas un prix lisible')]);
    });

    it('warns about an unknown price key', () => {
      expect(parseResidence(raw({ prices: { studio: 1250, four_room: 4000 } }), 0).problems).toEqual([expect.stringContaining('four_room')]);
    });
  });

  describe('position', () => {
    it('accepts positions written as strings', () => {
      expect(parseResidence(raw({ position: { positionX: '67,8', positionY: '50.9' } }), 0).residence?.position).toEqual({ positionX: 67.8, positionY: 50.9 });
    });

    it('reads positions written with their percent sign as those percentages, with nothing to tell', () => {
      const { residence, problems } = parseResidence(raw({ position: { positionX: '67,8 %', positionY: '50.9%' } }), 0);
      expect([residence?.position, problems]).toEqual([{ positionX: 67.8, positionY: 50.9 }, []]);
      expect(parseResidence(raw({ position: { positionX: '120 %', positionY: '50%' } }), 0).residence).toBeUndefined();
      expect(parseResidence(raw({ position: { positionX: '%', positionY: '50%' } }), 0).residence).toBeUndefined();
    });

    it('accepts the bounds 0 and 100', () => {
      expect(parseResidence(raw({ position: { positionX: 0, positionY: 100 } }), 0).residence?.position).toEqual({ positionX: 0, positionY: 100 });
    });

    it('leaves out a residence whose positionX is above 100', () => {
      expect(parseResidence(raw({ position: { positionX: 120, positionY: 50 } }), 0).residence).toBeUndefined();
    });

    it('leaves out a residence whose positionY is below 0', () => {
      expect(parseResidence(raw({ position: { positionX: 50, positionY: -1 } }), 0).residence).toBeUndefined();
    });

    it('names the residence and the field in the warning', () => {
      const [problem] = parseResidence(raw({ position: { positionX: 50, positionY: 140 } }), 3).problems;
      expect(problem).toEqual(expect.stringMatching(/résidence n°4 «\u00a0Les Terrasses de la Croix-Rousse\u00a0».*positionY 140/));
    });

    it('leaves out a residence without a position, naming both coordinates', () => {
      expect(outcome(parseResidence(raw({ position: undefined }), 0))).toEqual([undefined, [expect.stringContaining('«\u00a0position.positionX\u00a0» manque'), expect.stringContaining('«\u00a0position.positionY\u00a0» manque')]]);
    });
  });

  describe('identity', () => {
    it('leaves out a residence without an id, naming it', () => {
      expect(outcome(parseResidence(raw({ id: undefined }), 2))).toEqual([undefined, [expect.stringMatching(/résidence n°3 «\u00a0Les Terrasses de la Croix-Rousse\u00a0».*«\u00a0id\u00a0»/)]]);
    });

    it('leaves out a residence without a name, naming it by id', () => {
      expect(outcome(parseResidence(raw({ name: '  ' }), 0))).toEqual([undefined, [expect.stringMatching(/lyon-croix-rousse.*«\u00a0name\u00a0»/)]]);
    });

    it('reads a residence it leaves out to the end, so that every problem shows at once', () => {
      const { residence, problems } = parseResidence({ region: 'Bretagne', isOpen: 'à confirmer', position: { positionX: 140, positionY: 20 }, prices: { studio: 'sur demande' } }, 6);
      expect(residence).toBeUndefined();
      expect(problems).toEqual([
        'résidence n°7\u00a0: «\u00a0id\u00a0» manque, écartée',
        'résidence n°7\u00a0: «\u00a0name\u00a0» manque, écartée',
        'résidence n°7\u00a0: position.positionX 140 doit être un nombre de 0 à 100, écartée',
        expect.stringContaining('isOpen'),
        expect.stringContaining('prices.studio "sur demande"'),
        expect.stringContaining('aucun prix T1, T2 ou T3'),
      ]);
    });

    it('leaves out something that is not an object', () => {
      expect(outcome(parseResidence('Lyon', 4))).toEqual([undefined, [expect.stringContaining('résidence n°5 ')]]);
    });

    it('trims the id and the name', () => {
      const residence = parseResidence(raw({ id: ' lyon ', name: ' Lyon ' }), 0).residence;
      expect([residence?.id, residence?.name]).toEqual(['lyon', 'Lyon']);
    });
  });

  describe('links and images', () => {
    it.each(['link', 'image'] as const)('reads a %s written without https:// as https, saying so', (key) => {
      const { residence, problems } = parseResidence(raw({ [key]: 'www.jardins.fr/lyon' }), 0);
      expect([residence?.[key], problems]).toEqual([
        'https://www.jardins.fr/lyon',
        [`résidence n°1 «\u00a0Les Terrasses de la Croix-Rousse\u00a0»\u00a0: «\u00a0${key}\u00a0» "www.jardins.fr/lyon" n’a pas de https:// devant www., lu comme https://www.jardins.fr/lyon`],
      ]);
    });

    it.each(['link', 'image'])('drops a javascript: %s with a warning', (key) => {
      const { residence, problems } = parseResidence(raw({ [key]: 'javascript:alert(1)' }), 0);
      expect([residence?.[key as 'link' | 'image'], problems]).toEqual([undefined, [expect.stringContaining(`«\u00a0${key}\u00a0»`)]]);
    });

    it.each(['link', 'image'])('drops a data: %s with a warning', (key) => {
      const { residence, problems } = parseResidence(raw({ [key]: 'data:image/svg+xml,<svg onload="alert(1)"/>' }), 0);
      expect([residence?.[key as 'link' | 'image'], problems]).toEqual([undefined, [expect.stringContaining(`«\u00a0${key}\u00a0»`)]]);
    });

    it('has no link property when there is no link', () => {
      expect(parseResidence(raw({ link: undefined }), 0).residence).not.toHaveProperty('link');
    });
  });

  describe('other fields', () => {
    it("reads isOpen written as 'false'", () => {
      expect(parseResidence(raw({ isOpen: 'false' }), 0).residence?.isOpen).toBe(false);
    });

    it('takes a missing isOpen as open', () => {
      expect(parseResidence(raw({ isOpen: undefined }), 0).residence?.isOpen).toBe(true);
    });

    it('warns about an isOpen that is not a boolean', () => {
      expect(parseResidence(raw({ isOpen: 'à confirmer' }), 0).problems).toEqual([expect.stringContaining('isOpen')]);
    });

    it('warns about an unknown key and keeps the residence', () => {
      const { residence, problems } = parseResidence(raw({ phone: '04 00 00 00 00' }), 0);
      expect([residence?.id, problems]).toEqual(['lyon-croix-rousse', [expect.stringContaining('phone')]]);
    });

    it('warns about a missing region and keeps the residence', () => {
      const { residence, problems } = parseResidence(raw({ region: undefined }), 0);
      expect([residence?.region, problems]).toEqual(['', [expect.stringContaining('region')]]);
    });
  });
});
