/// `/api/v1/titles`: the catalogue.
extension OpenAPIDocument {
    typealias Op = OpenAPIOperation

    static var titlePaths: [String: JSONValue] {
        let tag = "Titles"
        let titleLinks: [String: JSONValue] = [
            "GetTitle": Op.link("getTitle", "id", from: "/id"),
            "UpdateTitle": Op.link("updateTitle", "id", from: "/id"),
            "DeleteTitle": Op.link("deleteTitle", "id", from: "/id"),
            "AddCopy": Op.link("addCopy", "id", from: "/id"),
        ]
        let list = Op(
            id: "listTitles", summary: "List titles, optionally matching words and filtered by availability.", tag: tag,
            parameters: [
                Op.parameter("Query"),
                Op.query("availability", S.string(values: ["", "all", "available", "on_loan", "overdue"]),
                         "Only titles with a copy available, with a copy on loan, or with a copy overdue; `all` when left out or empty."),
                Op.parameter("Offset"), Op.parameter("Limit"),
            ],
            responses: ["200": Op.json(S.ref("TitlePage"), "One page of titles.")], errors: [400])
        let create = Op(
            id: "createTitle", summary: "Catalogue a title, with its first copies.", tag: tag,
            body: ("NewTitle", true),
            responses: ["201": Op.created("TitleCard", "The new title card.", links: titleLinks)],
            errors: [400, 409, 415, 422], access: .permission("editCatalogue"))
        let get = Op(
            id: "getTitle", summary: "A title card with its copies.", tag: tag, parameters: [Op.parameter("TitleId")],
            responses: ["200": Op.json(S.ref("TitleCard"), "The title card.")], errors: [400, 404])
        let update = Op(
            id: "updateTitle", summary: "Replace a title's fields.", tag: tag, parameters: [Op.parameter("TitleId")],
            body: ("TitleUpdate", true), responses: ["200": Op.json(S.ref("TitleCard"), "The updated title card.")],
            errors: [400, 404, 409, 415, 422], access: .permission("editCatalogue"))
        let delete = Op(
            id: "deleteTitle", summary: "Delete a title and its copies (none may be on loan).", tag: tag,
            parameters: [Op.parameter("TitleId")], responses: ["204": Op.noContent], errors: [400, 404, 409],
            access: .permission("editCatalogue"))
        let addCopy = Op(
            id: "addCopy", summary: "Add a copy to a title.", tag: tag, parameters: [Op.parameter("TitleId")],
            body: ("NewCopy", true),
            responses: ["201": Op.created("Copy", "The new copy.", links: copyLinks)], errors: [400, 404, 409, 415, 422],
            access: .permission("editCatalogue"))
        return [
            "/api/v1/titles": ["get": list.json, "post": create.json],
            "/api/v1/titles/{id}": ["get": get.json, "put": update.json, "delete": delete.json],
            "/api/v1/titles/{id}/copies": ["post": addCopy.json],
        ]
    }

    /// What can be done with a copy an answer describes.
    static var copyLinks: [String: JSONValue] {
        [
            "GetCopy": Op.link("getCopy", "inventory", from: "/inventoryNumber"),
            "UpdateCopy": Op.link("updateCopy", "inventory", from: "/inventoryNumber"),
            "DeleteCopy": Op.link("deleteCopy", "inventory", from: "/inventoryNumber"),
            "ReturnCopy": Op.link("returnCopy", "inventory", from: "/inventoryNumber"),
            "RenewCopy": Op.link("renewCopy", "inventory", from: "/inventoryNumber"),
        ]
    }
}
