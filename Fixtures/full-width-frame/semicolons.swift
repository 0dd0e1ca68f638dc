import SwiftUI

struct Legend: View {
    var body: some View {
        VStack {
            HStack { Text("Low"); Spacer(); }; HStack { Spacer(); Text("High"); }
            HStack {
                Spacer();
                Text("Mid");
                Spacer();
            }
        }
    }
}
