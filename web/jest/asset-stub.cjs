// Pictures imported by components are file URLs in the build; in component tests any name will do.
module.exports = '/assets/test-picture.webp';
