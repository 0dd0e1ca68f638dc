// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Written with spaces, apart from one view whose body a person indented with tabs.
struct ReadingsHeader: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Range")
            Text("60-120 BPM")
        }
    }
}

struct ReadingsList: View {
    let readings: [Int]

    var body: some View {
		List {
			Section(header: ReadingsHeader()) {
				ForEach(readings, id: \.self) { reading in
					Text("\(reading)")
				}
			}
		}
    }
}

struct SummaryList: View {
    var body: some View {
        List {
            Section(footer: Text("Measured at rest")) {
                Text("Average")
            }
        }
    }
}
