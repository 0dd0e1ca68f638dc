// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An operand whose modifiers continue on lines of their own, in a sum whose operands share
// a line: on one line its Text would run far past 100 columns, and the sum has no breaks of
// its own between operands to keep. It is reported, as an operand that cannot be one line
// is. A short one is still rewritten.
struct SyncSettingsFooter: View {
    let deviceName: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Messages and call history stay on this device and on every device linked to it: ") + Text(deviceName)
                .fontWeight(.semibold)
                .foregroundStyle(.secondary)
            Text("Linked to \(Text(deviceName).bold())")
        }
    }
}
