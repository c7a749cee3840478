/// `/api/v1/readers` and `/api/v1/search`.
extension OpenAPIDocument {
    static var readerPaths: [String: JSONValue] {
        let tag = "Readers"
        let ticket = Op.parameter("TicketNumber")
        let readerLinks: [String: JSONValue] = [
            "GetReader": Op.link("getReader", "ticket", from: "/ticketNumber"),
            "UpdateReader": Op.link("updateReader", "ticket", from: "/ticketNumber"),
            "GetReaderData": Op.link("getReaderData", "ticket", from: "/ticketNumber"),
            "DeleteReader": Op.link("deleteReader", "ticket", from: "/ticketNumber"),
        ]
        let list = Op(
            id: "listReaders", summary: "List readers, optionally matching words (names, ticket, phone).", tag: tag,
            parameters: [Op.parameter("Query"), Op.parameter("Offset"), Op.parameter("Limit")],
            responses: ["200": Op.json(S.ref("ReaderPage"), "One page of readers.")], errors: [400])
        let create = Op(
            id: "createReader", summary: "Register a reader.", tag: tag, body: ("NewReader", true),
            responses: ["201": Op.created("ReaderCard", "The new reader card.", links: readerLinks)],
            errors: [400, 409, 415, 422], access: .permission("editReaders"))
        let get = Op(
            id: "getReader", summary: "A reader card with the books held and past loans.", tag: tag, parameters: [ticket],
            responses: ["200": Op.json(S.ref("ReaderCard"), "The reader card.")], errors: [400, 404])
        let update = Op(
            id: "updateReader", summary: "Replace a reader's fields.", tag: tag, parameters: [ticket], body: ("ReaderUpdate", true),
            responses: ["200": Op.json(S.ref("ReaderCard"), "The updated reader card.")], errors: [400, 404, 409, 415, 422],
            access: .permission("editReaders"))
        let delete = Op(
            id: "deleteReader", summary: "Delete a reader who holds no books.", tag: tag, parameters: [ticket],
            responses: ["204": Op.noContent], errors: [400, 404, 409], access: .permission("editReaders"))
        let data = Op(
            id: "getReaderData", summary: "Everything kept about a reader, as a file (a reader's data on request).", tag: tag,
            parameters: [ticket],
            responses: ["200": [
                "description": "The reader card with every loan, as an attachment (`Content-Disposition`).",
                "headers": ["Content-Disposition": ["description": "`attachment; filename=\"reader-ID.json\"`", "schema": ["type": "string"]]],
                "content": ["application/json": ["schema": S.ref("ReaderCard")]],
            ]],
            errors: [400, 404], access: .permission("editReaders"))
        let search = Op(
            id: "search", summary: "One box for the desk: titles and readers matching the words.", tag: "Search",
            parameters: [Op.parameter("Query"), Op.parameter("Offset"), Op.parameter("Limit")],
            responses: ["200": Op.json(S.ref("SearchResults"), "A page of titles and a page of readers.")], errors: [400])
        return [
            "/api/v1/readers": ["get": list.json, "post": create.json],
            "/api/v1/readers/{ticket}": ["get": get.json, "put": update.json, "delete": delete.json],
            "/api/v1/readers/{ticket}/data": ["get": data.json],
            "/api/v1/search": ["get": search.json],
        ]
    }
}
