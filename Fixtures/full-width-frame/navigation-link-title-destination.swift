import SwiftUI

// `NavigationLink("Title") { Destination() }`: with a title, the one trailing closure is the
// destination, laid out on its own screen, not in the List row; its Spacers expand there, so
// its stack becomes a frame (see navigation-link-value-label for a label in the row).
struct StorageSettings: View {
    var body: some View {
        List {
            NavigationLink("Downloads") {
                DownloadsDetail()
            }
        }
    }
}

struct DownloadsDetail: View {
    var body: some View {
        VStack {
            Text("No downloads")
            Spacer()
        }
    }
}
