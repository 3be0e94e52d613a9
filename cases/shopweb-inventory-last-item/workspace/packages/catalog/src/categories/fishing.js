// Category "fishing": the attributes a product of it must carry, and its VAT class.
export default {
  id: "fishing",
  title: "Fishing",
  vatClass: "standard",
  attributes: ["material", "model", "size"],
  maxImages: 4,
};
