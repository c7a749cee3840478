/// The OpenAPI 3.0 description of `/api/v1` and the book's service.
enum OpenAPIDocument {
    static let json = """
        {"openapi": "3.0.3", "info": {"title": "Kartoteka API", "version": "1.0.0"}, "paths": {}}
        """
}
