// Category "camping": the attributes a product of it must carry, and its VAT class.
export default {
  id: "camping",
  title: "Camping",
  vatClass: "standard",
  attributes: ["brand", "length", "size"],
  maxImages: 4,
};
