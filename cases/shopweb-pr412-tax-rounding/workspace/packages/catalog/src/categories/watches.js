// Category "watches": the attributes a product of it must carry, and its VAT class.
export default {
  id: "watches",
  title: "Watches",
  vatClass: "standard",
  attributes: ["length", "size", "weight"],
  maxImages: 8,
};
