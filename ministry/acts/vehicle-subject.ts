import type { vehicleSubjects, vehicles } from '../db/schema';

/**
 * An act's vehicle subject (section 3): every vehicle field as the registry had it when the act was
 * made, the agreed price (som, kept in tiyin) and the unpaid fines (tiyin). The creation stores it
 * (./create.ts), and so does the seed's stuck act, which is why it imports no database.
 */
export function vehicleSubjectOf(
  actId: number,
  vehicle: typeof vehicles.$inferSelect,
  priceSom: number | undefined,
  unpaidFines: number,
): typeof vehicleSubjects.$inferInsert {
  return {
    actId,
    vehicleId: vehicle.id,
    stateNumber: vehicle.stateNumber,
    techPassportSeries: vehicle.techPassportSeries,
    techPassportNumber: vehicle.techPassportNumber,
    address: vehicle.address,
    specialMarks: vehicle.specialMarks,
    issuer: vehicle.issuer,
    issueDate: vehicle.issueDate,
    make: vehicle.make,
    model: vehicle.model,
    country: vehicle.country,
    motorNumber: vehicle.motorNumber,
    bodyNumber: vehicle.bodyNumber,
    chassisNumber: vehicle.chassisNumber,
    colour: vehicle.colour,
    year: vehicle.year,
    horsepower: vehicle.horsepower,
    stampOrganisation: vehicle.stampOrganisation,
    stampDate: vehicle.stampDate,
    price: priceSom === undefined ? null : Math.round(priceSom * 100),
    balancePercent: vehicle.balancePercent,
    valuation: vehicle.valuation,
    inventoryPrice: vehicle.inventoryPrice,
    unpaidSum: 0,
    fines: unpaidFines,
  };
}
