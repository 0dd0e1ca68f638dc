// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An operand written over several lines only because its modifiers continue the chain on
// lines of their own is interpolated on one line (`\(Text(match).bold())`), the sum keeping
// its breaks when it is long. One whose arguments take several lines is still reported.
struct FieldMatchRow: View {
    let field: String
    let match: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("""
            \(Text("Found in the \(field) field of the selected message: ").foregroundStyle(.secondary))\
            \(Text(match).bold())\
            \(Text(" (exact)").foregroundStyle(.tertiary))
            """)
            Text("Matched \(Text(match).italic())")
            Text(match) + Text(
                field
            )
        }
    }

    func summary(_ count: Int) -> Text {
        var result = Text(field)
        result =
            Text("\(result)\(Text(" (\(count))").foregroundColor(.secondary))")
        return result
    }
}
