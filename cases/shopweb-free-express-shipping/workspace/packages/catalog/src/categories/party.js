// Category "party": the attributes a product of it must carry, and its VAT class.
export default {
  id: "party",
  title: "Party",
  vatClass: "standard",
  attributes: ["brand", "material", "size"],
  maxImages: 4,
};
