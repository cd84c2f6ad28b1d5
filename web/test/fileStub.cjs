// Stands in for `?url`, `?worker` and image imports under jest.
module.exports = 'test-file-stub';
