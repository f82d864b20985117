/** Request bodies for POST /api/quotes, with overrides (factories, no shared fixtures). */
export function makeQuoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    surfaces: [
      { surfaceType: 'countertop', countertopLayout: 'single_wall', woodSpecies: 'kiaat_face', grainStyle: 'face', lengthMm: 2400, widthMm: 600, thicknessMm: 32, cutouts: ['single_sink'], finish: 'satin' },
      { surfaceType: 'floating_shelf', woodSpecies: 'walnut_face', grainStyle: 'face', lengthMm: 1000, widthMm: 250, thicknessMm: 44, quantity: 3 },
    ],
    delivery: 'shipping',
    insurance: true,
    clientType: 'designer',
    leadInfo: { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234', companyName: 'Nkosi Interiors' },
    ...overrides,
  };
}
