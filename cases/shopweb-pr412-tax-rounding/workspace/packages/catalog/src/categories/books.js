// Category "books": the attributes a product of it must carry, and its VAT class.
export default {
  id: "books",
  title: "Books",
  vatClass: "reduced",
  attributes: ["age", "length", "size"],
  maxImages: 4,
};
