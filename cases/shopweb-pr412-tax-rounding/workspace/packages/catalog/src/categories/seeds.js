// Category "seeds": the attributes a product of it must carry, and its VAT class.
export default {
  id: "seeds",
  title: "Seeds",
  vatClass: "reduced",
  attributes: ["brand", "size", "width"],
  maxImages: 8,
};
