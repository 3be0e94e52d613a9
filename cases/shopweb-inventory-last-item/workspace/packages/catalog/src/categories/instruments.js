// Category "instruments": the attributes a product of it must carry, and its VAT class.
export default {
  id: "instruments",
  title: "Instruments",
  vatClass: "standard",
  attributes: ["age", "capacity", "color"],
  maxImages: 6,
};
