import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// A school's classes on the pages: `/classes` (each class with its pupils, their overdue books
/// and tickets to print), bringing in a class list (checked first, then stored), and the yearly
/// promotion (shown first as it would be, then done).
enum SchoolPages {
    static let endpoints: [any EndpointDeclaration] = [classes, importForm, importList, promotionPreview, promote, undoPromotion]

    static let classes = Endpoint.page(.get, "/classes", .permission(.lookUp)) { context in
        ClassesPage.render(context.page, classes: try context.store.schoolClasses(), settings: try context.store.settings().school)
    }

    static let importForm = Endpoint.page(.get, "/classes/import", .permission(.editReaders)) { context in
        ClassListPage.form(context.page, problems: [])
    }

    /// The class list file.
    static let file = FormField.file("file")
    /// The list's text, carried from the check to storing it.
    static let content = FormField<String?>("content") { $0.flatMap { $0.isEmpty ? nil : $0 } }
    /// The class of rows that name none.
    static let listClass = FormField<SchoolClass?>(SchoolClass.field) { text in
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return try SchoolClass(parsing: text)
    }
    /// Whether to store the list (else it is only checked).
    static let apply = FormField.checkbox("apply")

    static let importList = Endpoint.form("/classes/import", .permission(.editReaders), fields: [file, content, listClass, apply]) { context in
        var problems = ProblemCollector()
        let upload = try context.form(file)
        let carried = try context.form(content)
        let chosen = try context.form(listClass, problems: &problems) ?? nil
        let storing = try context.form(apply)
        let bytes = upload.map(\.data).flatMap { $0.isEmpty ? nil : $0 } ?? carried.map { Data($0.utf8) }
        if bytes == nil { problems.add("file", Bilingual { $0.chooseClassListFile }) }
        guard problems.problems.isEmpty, let bytes else {
            return ClassListPage.form(context.page, problems: problems.problems, status: 422)
        }
        // Read and checked (or stored) by a background job: its page shows the report.
        let later = try context.runningLater()
        let id = context.services.jobs.start(.importing, owner: try context.account.username) { _ in
            let list = ClassListFile(data: bytes, defaultClass: chosen)
            let changes = try later.run(ImportClassList(list, dryRun: !storing))
            let text = bytes.count <= ClassListFile.maximumBytes ? CP1251.decodeUTF8OrWindows1251(bytes) : ""
            return .classList(changes, applied: storing, text: text, schoolClass: chosen)
        }
        return .redirect(to: JobPages.page.path(id))
    }

    static let promotionPreview = Endpoint.page(.get, "/classes/promotion", .permission(.editReaders)) { context in
        PromotionPage.render(context.page, report: try context.run(PromoteClasses(dryRun: true)), today: context.today)
    }

    static let promote = Endpoint.form("/classes/promotion", .permission(.editReaders)) { context in
        PromotionPage.render(context.page, report: try context.run(PromoteClasses(dryRun: false)), today: context.today)
    }

    static let undoPromotion = Endpoint.form("/classes/promotion/undo", .permission(.editReaders)) { context in
        let texts = context.page.texts
        let said: (text: String, isProblem: Bool)
        do {
            let undone = try context.run(UndoPromotion())
            said = (texts.promotionUndone(undone.day.text(in: context.page.language), restored: undone.restored, of: undone.pupils), false)
        } catch let refusal as PromotionError {
            said = (context.page.text(refusal.message), true)
        }
        return PromotionPage.render(context.page, report: try context.run(PromoteClasses(dryRun: true)), today: context.today, said: said)
    }
}
