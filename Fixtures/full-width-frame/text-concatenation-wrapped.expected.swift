// fixture: include-review
import SwiftUI

// A concatenation of Texts is one Text, as inflexible as any: applied by default. The `(`
// the rewrite writes before it moves its first line one column right; lines aligned with
// that line (its operands, arguments under the first one) move with it.
struct UploadProgress: View {
    var sent: Int
    var total: Int
    var showsRate: Bool
    var rate: Double
    var label: String?

    var body: some View {
        VStack {
            HStack {
                (Text(String(format: "%d of %d",
                             sent,
                             total))
                 + Text(" files")
                 + (showsRate ?
                    Text(String(format: " at %.1f MB/s",
                                rate))
                    : Text("")))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .font(.footnote)
            }
            (Text("Sent ")
                + Text("\(sent)").bold()
                + (label.map { Text(" to \($0)") } ?? Text("")))
                .frame(maxWidth: .infinity, alignment: .trailing)
            (showsRate ? Image(systemName: "speedometer") : Image(systemName: "pause"))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
