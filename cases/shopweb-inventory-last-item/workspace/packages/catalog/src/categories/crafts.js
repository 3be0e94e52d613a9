// Category "crafts": the attributes a product of it must carry, and its VAT class.
export default {
  id: "crafts",
  title: "Crafts",
  vatClass: "standard",
  attributes: ["brand", "capacity", "color"],
  maxImages: 10,
};
