// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An operand written in parentheses, `(Text(reason).italic())`, is interpolated without
// them: `\(…)` already holds the whole expression, and `\((…))` is not how a person writes it.
struct UploadErrorView: View {
    let reason: String
    let status: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Upload failed: ") + (Text(reason).italic())
            (Text("Status").bold()) + Text(": \(status)")
            Text(verbatim: "HTTP ") + (Text("\(status)")) + (Text(" (server)").foregroundColor(.secondary))
        }
    }
}
