// Category "smart-home": the attributes a product of it must carry, and its VAT class.
export default {
  id: "smart-home",
  title: "Smart Home",
  vatClass: "standard",
  attributes: ["capacity", "length", "model"],
  maxImages: 8,
};
