import KartotekaCore
import KartotekaWire

/// The new-arrivals bulletin as it prints (A4): its heading and period, then each BBK section's
/// titles — the shelf code, the description by ГОСТ Р 7.0.100-2018 and the copies that came.
enum BulletinDocument {
    static func render(_ context: PageContext, _ bulletin: NewArrivalsBulletinResource) -> HTML {
        let texts = context.texts
        let sections = HTML.join(bulletin.sections.map { section -> HTML in
            let entries = HTML.join(section.entries.map { entry -> HTML in
                """
                <li data-title="\(String(entry.titleId))"><span class="shelf">\(entry.shelfCode)</span> \(entry.description)
                <small>\(texts.bulletinCopies) \(entry.inventoryNumbers.joined(separator: ", "))</small></li>
                """
            })
            return """
                <section class="bulletin-section" data-section="\(section.section)"><h2>\(section.name)</h2>
                <ol>\(entries)</ol></section>
                """
        })
        return """
            <h1>\(texts.bulletinShort)</h1>
            <p class="subtitle">\(texts.formPeriod(from: bulletin.from, to: bulletin.to))</p>
            \(bulletin.sections.isEmpty ? "<p class=\"empty\" id=\"bulletin-none\">\(texts.bulletinNone)</p>" as HTML : sections)
            """
    }
}
