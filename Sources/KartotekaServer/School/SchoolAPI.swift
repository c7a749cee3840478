import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// A school's classes: `/api/v1/classes`, `/api/v1/classes/list`, `/api/v1/classes/promotion`.
enum SchoolAPI {
    static let endpoints = [classes, importList, promote]

    static let classes = Endpoint.api(
        .get, "/api/v1/classes", .permission(.lookUp),
        Operation("listClasses", "The classes pupils are in now, with how many pupils each has.", tag: .readers),
        answer: .list(Schemas.classSize, "The classes, in order.")
    ) { context in
        try context.store.schoolClasses().map(ClassSizeResource.init)
    }

    /// The class of a list whose rows name none.
    static let listClass = QueryParameter<SchoolClass>(
        "class", schema: OpenAPISchema.string(), description: "The class of the pupils whose row names none: `5А`.") {
        try? SchoolClass(parsing: $0)
    }

    static let importList = Endpoint.api(
        .post, "/api/v1/classes/list", .permission(.editReaders),
        Operation("importClassList", "Bring in a class list (CSV as spreadsheets save it): new pupils registered, changed ones updated.",
                  tag: .readers, errors: [422],
                  description: "Cells separated by `;` or `,`, in UTF-8 (with or without a byte-order mark) or Windows-1251; the first "
                    + "line names the columns, in Russian or English: surname, name, patronymic (or the full name in one), class, and "
                    + "optionally phone, e-mail, parent's phone, ticket. Pupils of the list's classes whom the list does not name are "
                    + "reported as missing and left as they are. With `dryRun` nothing is stored."),
        query: [ExchangeAPI.dryRun, listClass],
        rawBody: RawBody(["text/csv": ["schema": OpenAPISchema.string(format: "binary")],
                          "text/plain": ["schema": OpenAPISchema.string(), "example": "Фамилия;Имя;Отчество;Класс\nОрлова;Вера;Павловна;5А"]],
                         "The file's bytes as they are."),
        answer: .ok(Schemas.classListReport, "What the list did, or would do.")
    ) { context in
        guard !context.request.body.isEmpty else { throw ExchangeError.emptyUpload }
        let dryRun = try context.query(ExchangeAPI.dryRun) ?? false
        let list = ClassListFile(data: context.request.body, defaultClass: try context.query(listClass))
        return ClassListReport(try context.run(ImportClassList(list, dryRun: dryRun)), dryRun: dryRun, language: context.language)
    }

    static let promote = Endpoint.api(
        .post, "/api/v1/classes/promotion", .permission(.editReaders),
        Operation("promoteClasses", "The yearly promotion: every class a grade up, the last grade's pupils marked graduated.",
                  tag: .readers,
                  description: "The answer lists who moves where and, for those leaving school, what they still hold. Run it with "
                    + "`dryRun` first: run twice, it moves every class up twice."),
        query: [ExchangeAPI.dryRun], answer: .ok(Schemas.promotion, "What the promotion did, or would do.")
    ) { context in
        PromotionResult(try context.run(PromoteClasses(dryRun: try context.query(ExchangeAPI.dryRun) ?? false)))
    }
}
