/// `/api/v1/copies` and `/api/v1/loans`: copies, lending, returns, renewals and the overdue list.
extension OpenAPIDocument {
    static var copyPaths: [String: JSONValue] {
        let tag = "Copies and loans"
        let inventory = Op.parameter("InventoryNumber")
        let get = Op(
            id: "getCopy", summary: "A copy, with its open loan when it is out.", tag: tag, parameters: [inventory],
            responses: ["200": Op.json(S.ref("Copy"), "The copy.")], errors: [400, 404])
        let update = Op(
            id: "updateCopy", summary: "Replace a copy's fields (renumber it, move it, mark it lost…).", tag: tag,
            parameters: [inventory], body: ("CopyUpdate", true),
            responses: ["200": Op.json(S.ref("Copy"), "The updated copy.")], errors: [400, 404, 409, 415, 422],
            access: .permission("editCatalogue"))
        let delete = Op(
            id: "deleteCopy", summary: "Delete a copy that is not on loan.", tag: tag, parameters: [inventory],
            responses: ["204": Op.noContent], errors: [400, 404, 409], access: .permission("editCatalogue"))
        let giveBack = Op(
            id: "returnCopy", summary: "Take a copy back: close its open loan.", tag: tag, parameters: [inventory],
            responses: ["200": Op.json(S.ref("Loan"), "The closed loan.")], errors: [400, 404, 409])
        let renew = Op(
            id: "renewCopy", summary: "Renew the open loan of a copy.", tag: tag, parameters: [inventory],
            body: ("Renew", false), responses: ["200": Op.json(S.ref("Loan"), "The renewed loan.")],
            errors: [400, 404, 409, 415, 422])
        let lend = Op(
            id: "lend", summary: "Lend a copy to a reader.", tag: tag, body: ("Lend", true),
            responses: ["201": Op.created("Loan", "The new loan; `Location` is the copy's URL.", links: [
                "ReturnCopy": Op.link("returnCopy", "inventory", from: "/inventoryNumber"),
                "RenewCopy": Op.link("renewCopy", "inventory", from: "/inventoryNumber"),
            ])],
            errors: [400, 404, 409, 415, 422])
        let overdue = Op(
            id: "listOverdueLoans", summary: "Open loans past their due day, the most overdue first.", tag: tag,
            parameters: [
                Op.query("at", S.dayInput("The day to judge by; today by default.", nullable: false), "The day to judge by; today by default."),
                Op.parameter("Offset"), Op.parameter("Limit"),
            ],
            responses: ["200": Op.json(S.ref("LoanPage"), "One page of overdue loans.")], errors: [400])
        return [
            "/api/v1/copies/{inventory}": ["get": get.json, "put": update.json, "delete": delete.json],
            "/api/v1/copies/{inventory}/return": ["post": giveBack.json],
            "/api/v1/copies/{inventory}/renew": ["post": renew.json],
            "/api/v1/loans": ["post": lend.json],
            "/api/v1/loans/overdue": ["get": overdue.json],
        ]
    }
}
