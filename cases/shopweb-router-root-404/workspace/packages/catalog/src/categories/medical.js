// Category "medical": the attributes a product of it must carry, and its VAT class.
export default {
  id: "medical",
  title: "Medical",
  vatClass: "reduced",
  attributes: ["brand", "color", "weight"],
  maxImages: 6,
};
