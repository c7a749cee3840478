import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// A school's classes: `/api/v1/classes`, `/api/v1/classes/list`, `/api/v1/classes/promotion`.
enum SchoolAPI {
    static let endpoints = [classes, importList, promote, undoPromotion]

    static let classes = Endpoint.api(
        Routes.School.classes, .permission(.lookUp),
        Operation("The classes pupils are in now, with how many pupils each has.", tag: .readers),
        answer: .list(ClassSizeResource.schema, "The classes, in order.")
    ) { context in
        try context.store.schoolClasses().map(ClassSizeResource.init)
    }

    static let importList = Endpoint.api(
        Routes.School.importList, .permission(.editReaders),
        Operation("Bring in a class list (CSV as spreadsheets save it): new pupils registered, changed ones updated.",
                  tag: .readers, errors: [422],
                  description: "Cells separated by `;` or `,`, in UTF-8 (with or without a byte-order mark) or Windows-1251; the first "
                    + "line names the columns, in Russian or English: surname, name, patronymic (or the full name in one), class, and "
                    + "optionally phone, e-mail, parent's phone, ticket. Pupils of the list's classes whom the list does not name are "
                    + "reported as missing and left as they are. With `dryRun` nothing is stored. A list of more than 5,000 pupils "
                    + "or 1 MiB is refused whole (its only problem says so); control characters are taken out of cells, noted by line."),
        rawBody: RawBody(RawBody.bytes("text/csv", and: [
                "text/plain": ["schema": JSONSchema.string().value, "example": "Фамилия;Имя;Отчество;Класс\nОрлова;Вера;Павловна;5А"],
            ]), "The file's bytes as they are."),
        ok: "What the list did, or would do.", work: .long
    ) { context in
        guard !context.request.body.isEmpty else { throw ExchangeError.emptyUpload }
        let dryRun = try context.query(Routes.Exchange.dryRun) ?? false
        let list = ClassListFile(data: context.request.body, defaultClass: try context.query(Routes.School.listClass))
        return ClassListReport(try context.run(ImportClassList(list, dryRun: dryRun)), dryRun: dryRun, language: context.language)
    }

    static let promote = Endpoint.api(
        Routes.School.promote, .permission(.editReaders),
        Operation("The yearly promotion: every class a grade up, the last grade's pupils marked graduated.",
                  tag: .readers, errors: [409],
                  description: "The answer lists who moves where and, for those leaving school, what they still hold. Run it with "
                    + "`dryRun` first. Once a school year: within half a year of the last promotion it is refused "
                    + "(`classes_already_promoted`), so a second run by mistake moves nobody."),
        ok: "What the promotion did, or would do."
    ) { context in
        PromotionResult(try context.run(PromoteClasses(dryRun: try context.query(Routes.Exchange.dryRun) ?? false)))
    }

    static let undoPromotion = Endpoint.api(
        Routes.School.undoPromotion, .permission(.editReaders),
        Operation("Undo the last yearly promotion, pressed by mistake or too early.", tag: .readers, errors: [409],
                  description: "Every pupil the last promotion moved is back in their class (a class changed by hand since is kept), "
                    + "its graduates are readers again, and the promotion may be run again. With no promotion to undo, 409 "
                    + "`no_promotion_to_undo`."),
        ok: "The promotion undone."
    ) { context in
        PromotionUndoResult(try context.run(UndoPromotion()))
    }
}
