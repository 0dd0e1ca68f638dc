// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A long sum over several lines keeps its breaks, but a piece that is only a space stays at
// the end of the line before it: alone on a line it would read as an escaped blank line.
struct SyncStatusFooter: View {
    let lastSync: Date
    let prefix: String

    var body: some View {
        Form {
            Section {
                Text("Devices")
            } footer: {
                VStack {
                    Text("\(prefix) ") +
                        Text(lastSync, style: .date) +
                        Text(" ") +
                        Text(lastSync, style: .time)
                }
            }
        }
    }
}
