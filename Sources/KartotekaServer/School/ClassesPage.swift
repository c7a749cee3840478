import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// `/classes`: each class with its number of pupils, and where to go from it: its pupils, its
/// overdue books, its tickets to print; bringing in a class list; the yearly promotion.
enum ClassesPage {
    static func render(_ context: PageContext, classes: [ClassSize], settings: SchoolSettings) -> HTTPResponse {
        let texts = context.texts
        let rows = classes.map { size -> HTML in
            let name = PageContext.percentEncode(size.schoolClass.text)
            return """
                <li class="row" data-class="\(size.schoolClass.text)"><div><strong>\(size.schoolClass.text)</strong> · \(texts.pupils(size.pupils))</div>
                <div class="actions"><a href="\(ReaderPages.list.path)?class=\(name)">\(texts.pupilsOfClass)</a>
                <a href="\(OverduePage.page.path)?class=\(name)">\(texts.overdue)</a>
                <a href="\(LabelPages.labels.path)?class=\(name)">\(texts.classTickets)</a></div></li>
                """
        }
        let actions: HTML = context.may(.editReaders) ? """
            <div class="actions"><a class="button" href="\(SchoolPages.importForm.path)">\(texts.importClassList)</a>
            <a class="button" href="\(SchoolPages.promotionPreview.path)">\(texts.promotion)</a></div>
            """ : .empty
        let last: HTML = settings.lastPromotionOn.map { "<p class=\"muted\">\(texts.lastPromotion($0.text(in: context.language)))</p>" } ?? .empty
        return Layout.page(texts.classes, context, body: """
            <div class="heading"><h1>\(texts.classes)</h1></div>
            \(actions)
            <p class="actions"><a class="button" href="\(ClassSetPages.list.path)">\(texts.classSets)</a></p>
            \(last)
            <ul class="rows" id="class-list">\(rows)</ul>
            \(classes.isEmpty ? "<p class=\"empty\">\(texts.noClassesYet)</p>" as HTML : .empty)
            """)
    }
}
