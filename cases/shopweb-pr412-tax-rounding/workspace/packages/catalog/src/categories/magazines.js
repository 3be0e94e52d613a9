// Category "magazines": the attributes a product of it must carry, and its VAT class.
export default {
  id: "magazines",
  title: "Magazines",
  vatClass: "reduced",
  attributes: ["length", "model", "weight"],
  maxImages: 6,
};
