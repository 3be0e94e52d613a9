// Category "printers": the attributes a product of it must carry, and its VAT class.
export default {
  id: "printers",
  title: "Printers",
  vatClass: "standard",
  attributes: ["age", "length", "weight"],
  maxImages: 10,
};
