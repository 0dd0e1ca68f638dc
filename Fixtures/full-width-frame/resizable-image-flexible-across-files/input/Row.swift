import SwiftUI

// A resizable Image declared in another file with nothing after `.resizable()` that could
// fix its size is flexible: the stack shares the free space with the Spacer, the frame
// would give it all. Left as it is.
struct HeaderRow: View {
    var body: some View {
        HStack {
            HeaderArt()
            Spacer()
        }
    }
}
