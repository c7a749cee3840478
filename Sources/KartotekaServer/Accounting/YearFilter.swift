import KartotekaCore
import KartotekaWire

/// The box that narrows a list of the accounts to a year.
enum YearFilter {
    static func render(_ context: PageContext, action: String, year: Int?) -> HTML {
        """
        <form method="get" action="\(action)" class="search-box">
        <input type="number" name="year" min="1000" max="9999" value="\(year.map(String.init) ?? "")" aria-label="\(context.texts.yearField)"
               placeholder="\(context.texts.yearField)">
        <button type="submit">\(context.texts.show)</button></form>
        """
    }
}
