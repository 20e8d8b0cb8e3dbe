import { readPrice } from '../../../src/config/read-price';

describe('readPrice', () => {
  it.each([
    [1250, 1250],
    ['1250', 1250],
    ['1 250', 1250],
    ['1\u00a0250', 1250],
    ['1\u202f250 €', 1250],
    ['1250 €', 1250],
    ['€1250', 1250],
    ['€ 1 250', 1250],
    ['1250 euros', 1250],
    ['1250 EUR', 1250],
    ['1 250 €/mois', 1250],
    ['1.250,00', 1250],
    ['1.250,50 €', 1250.5],
    ['1,250.00', 1250],
    ['1 250,50', 1250.5],
    ['1250.5', 1250.5],
    ['1,250,000', 1250000],
    ['-1250', -1250],
    // As the site prints its « from » prices, which the widget shows the same way.
    ['À partir de 1 250 €/mois', 1250],
    ['à partir de 1450', 1450],
    ['A partir de\u00a01\u202f450 €', 1450],
    ['Dès 1 250 €', 1250],
    ['1250€ TTC', 1250],
    ['1 250 € TTC/mois', 1250],
    ['1 250 €/mois TTC', 1250],
    ['1250 ttc', 1250],
    ['1 250 €*', 1250],
    ['À partir de 1 250 €/mois**', 1250],
    ['1 450,00 € mensuel', 1450],
  ])('reads %j as %d', (value, price) => {
    expect(readPrice(value)).toEqual({ price });
  });

  it.each([['1,250'], ['1.250'], ['12,500 €']])('reads %j as thousands, flagged as ambiguous', (value) => {
    expect(readPrice(value)).toEqual({ price: Number(value.replace(/\D/g, '')), ambiguous: true });
  });

  it.each([['sur demande'], ['1250 € HT'], ['à partir de 1250 € HT'], ['1250 TTCX'], ['à partir de'], ['TTC'], ['*'], ['12*50'], ['*1250'], ['1.2.3,4'], ['12,50.00'], ['1250,'], ['€'], [''], [true], [null], [Number.NaN], [{ amount: 1250 }]])('refuses %j', (value) => {
    expect(readPrice(value)).toBeUndefined();
  });
});
