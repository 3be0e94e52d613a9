// Category "bikes": the attributes a product of it must carry, and its VAT class.
export default {
  id: "bikes",
  title: "Bikes",
  vatClass: "standard",
  attributes: ["color", "model", "size"],
  maxImages: 4,
};
