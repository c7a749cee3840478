/// `/api/v1/locations`: the library locations that the book's `/locations` serves.
extension OpenAPIDocument {
    static var locationPaths: [String: JSONValue] {
        let tag = "Locations"
        let id = Op.parameter("LocationId")
        let links: [String: JSONValue] = [
            "GetLocation": Op.link("getLocation", "id", from: "/id"),
            "UpdateLocation": Op.link("updateLocation", "id", from: "/id"),
            "DeleteLocation": Op.link("deleteLocation", "id", from: "/id"),
        ]
        let list = Op(
            id: "listLocations", summary: "Library locations, optionally of countries starting with a text.", tag: tag,
            parameters: [Op.query("country", S.string(), "A case-insensitive prefix of the country; empty lists all.")],
            responses: ["200": Op.json(S.array(S.ref("Location")), "The locations.")], access: .open)
        let create = Op(
            id: "createLocation", summary: "Add a library location.", tag: tag, body: ("LocationInput", true),
            responses: ["201": Op.created("Location", "The new location.", links: links)], errors: [400, 415, 422],
            access: .permission("manageLocations"))
        let get = Op(
            id: "getLocation", summary: "A library location.", tag: tag, parameters: [id],
            responses: ["200": Op.json(S.ref("Location"), "The location.")], errors: [400, 404], access: .open)
        let update = Op(
            id: "updateLocation", summary: "Replace a library location's fields.", tag: tag, parameters: [id],
            body: ("LocationInput", true), responses: ["200": Op.json(S.ref("Location"), "The updated location.")],
            errors: [400, 404, 415, 422], access: .permission("manageLocations"))
        let delete = Op(
            id: "deleteLocation", summary: "Remove a library location.", tag: tag, parameters: [id],
            responses: ["204": Op.noContent], errors: [400, 404], access: .permission("manageLocations"))
        let document = Op(
            id: "getOpenAPIDocument", summary: "This description of the API.", tag: "Meta",
            responses: ["200": Op.json(["type": "object"], "The OpenAPI 3.0 document.")], access: .open)
        return [
            "/api/v1/locations": ["get": list.json, "post": create.json],
            "/api/v1/locations/{id}": ["get": get.json, "put": update.json, "delete": delete.json],
            "/api/v1/openapi.json": ["get": document.json],
        ]
    }
}
