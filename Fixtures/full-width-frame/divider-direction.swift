import SwiftUI

struct SplitPane: View {
    var body: some View {
        HStack {
            // In the VStack the line is horizontal; in the HStack it would be vertical.
            VStack { Divider(); Spacer() }
            Text("Detail")
        }
    }
}

struct Header: View {
    var body: some View {
        Text("Title")
            .overlay {
                VStack { Divider(); Spacer() }
            }
    }
}
