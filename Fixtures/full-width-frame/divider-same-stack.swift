import SwiftUI

struct Sections: View {
    var body: some View {
        VStack {
            Text("First")
            VStack { Divider(); Spacer() }
        }
    }
}
